import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../../shell";
import {
  campusHandlers,
  fixtures,
  learnersHandlers,
  outage,
  pageParameters,
  pending,
  renderCampus,
} from "../../../testing";
import { accounts, learnersAnswerFor, manyAccounts } from "../../../testing/learners-fixtures";
import { callsTo, isDesktop, screen, tabTo } from "../../../testing/play";
import { LearnersPage } from "./learners-page";

/** The list behind the staff's gate, as the app's route table has it. */
const pages = [
  {
    handle: { requires: "staff" },
    element: <RequireAccess />,
    children: [{ path: "/staff/learners", element: <LearnersPage /> }],
  },
];

const asStaff = campusHandlers({ login: fixtures.loginAnswer(fixtures.staff) });

const meta = {
  title: "Pages/Staff/Learners",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: { ...asStaff, learners: learnersHandlers() } } },
  render: renderCampus({ path: "/staff/learners", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const lastQuery = () =>
  Object.fromEntries(new URL(callsTo("learners").at(-1)?.url ?? "http://campus.test/").searchParams);
const listRegion = (canvas: Canvas) => canvas.getByRole("region", { name: "Lista osób uczących się" });
const found = (canvas: Canvas) =>
  within(
    canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }).closest("search") as HTMLElement,
  ).getByRole("status");

/** The names the list shows, once `count` of them do (rows on the desktop, cards on a phone). */
async function names(canvas: Canvas, count: number): Promise<string[]> {
  const region = await canvas.findByRole("region", { name: "Lista osób uczących się" });
  const headings = () =>
    isDesktop() ? within(region).queryAllByRole("rowheader") : within(region).queryAllByRole("heading", { level: 3 });
  await waitFor(() => expect(headings()).toHaveLength(count), { timeout: 3000 });
  await waitFor(() => expect(region).not.toHaveAttribute("aria-busy"));
  return headings().map((each) =>
    isDesktop() ? (each.querySelector(".font-semibold")?.textContent ?? "") : (each.textContent ?? ""),
  );
}

/** The row or card of a learner. */
const itemOf = (canvas: Canvas, name: string) =>
  within(listRegion(canvas)).getAllByText(name)[0]?.closest("tr, li") as HTMLElement;

/**
 * Every account by last name: each with their email, organization, rank stage, status and the day it was made;
 * a staff member's says so, and the signed-in staff member's own row offers nothing to do to it.
 */
export const Accounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Osoby uczące się" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Osoby uczące się – Campus AI"));
    const consoleNav = canvas.getByRole("navigation", { name: "Konsola zespołu" });
    await expect(within(consoleNav).getByRole("link", { name: "Osoby uczące się" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(consoleNav).getByRole("link", { name: "Prace do oceny" })).toHaveAttribute(
      "href",
      "/staff/reviews",
    );
    await expect(await names(canvas, 7)).toEqual([
      "Konstantynopolitańczykowianeczka Grzegorzewska-Szczebrzeszyńska",
      "Piotr Kowalski",
      "Adam Mazur",
      "Anna Nowak",
      "Ewa Recenzentka",
      "Ewa Wiśniewska",
      "Zofia Wójcik",
    ]);
    await expect(found(canvas)).toHaveTextContent("Znaleziono 7 kont");
    const nowak = itemOf(canvas, "Anna Nowak");
    await expect(nowak).toHaveTextContent("anna.nowak@example.com");
    await expect(within(nowak).getByText("Aktywne")).toBeVisible();
    await expect(within(nowak).getByRole("button", { name: "Dezaktywuj konto: Anna Nowak" })).toBeVisible();
    const invited = itemOf(canvas, "Ewa Wiśniewska");
    await expect(within(invited).getByText("Zaproszone")).toBeVisible();
    await expect(
      within(invited).getByRole("button", { name: "Wyślij zaproszenie ponownie: Ewa Wiśniewska" }),
    ).toBeVisible();
    await expect(
      within(itemOf(canvas, "Adam Mazur")).getByRole("button", { name: "Przywróć konto: Adam Mazur" }),
    ).toBeVisible();
    const self = itemOf(canvas, "Ewa Recenzentka");
    await expect(within(self).getByText("Twoje konto")).toBeVisible();
    await expect(within(self).getByText("Zespół")).toBeVisible();
    await expect(within(self).queryByRole("button")).toBeNull();
    if (isDesktop()) {
      const table = canvas.getByRole("table", { name: "Osoby uczące się według nazwiska, strona 1 z 1" });
      await expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Osoba ucząca się", "Organizacja", "Etap rangi", "Stan konta", "Działania"]);
    }
    await expect(lastQuery()).toEqual({ page: "1" });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A shared address with every filter: the filters show them, the call sends them. */
export const Filtered: Story = {
  render: renderCampus({ path: "/staff/learners?organizationId=org-szkola&status=invited&query=ewa", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await names(canvas, 1)).toEqual(["Ewa Wiśniewska"]);
    await expect(lastQuery()).toEqual({ query: "ewa", organizationId: "org-szkola", status: "invited", page: "1" });
    await expect(found(canvas)).toHaveTextContent("Znaleziono 1 konto");
    await expect(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" })).toHaveValue("ewa");
    await expect(canvas.getByRole("button", { name: /Stan konta$/ })).toHaveTextContent("Zaproszone");
    await expect(canvas.getByRole("button", { name: "Wyczyść filtry" })).toBeVisible();
  },
};

/** Searching and choosing a status ask the server again from page 1; clearing the filters brings everyone back. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas, 7);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }), "ewa{Enter}");
    await waitFor(() => expect(lastQuery()).toEqual({ query: "ewa", page: "1" }));
    await expect(await names(canvas, 2)).toEqual(["Ewa Recenzentka", "Ewa Wiśniewska"]);
    await userEvent.click(canvas.getByRole("button", { name: /Stan konta$/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Zaproszone" }));
    await waitFor(() => expect(lastQuery()).toEqual({ query: "ewa", status: "invited", page: "1" }));
    await expect(await names(canvas, 1)).toEqual(["Ewa Wiśniewska"]);
    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść filtry" }));
    await names(canvas, 7);
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

const dialog = () => screen.findByRole("dialog", { name: "Zaproś osobę uczącą się" });

/**
 * Inviting: sent empty, each required field says what it needs and focus goes to the email; filled in, the
 * invitation goes, the dialog closes with focus back on its button, a toast names the learner and the list shows
 * them as invited.
 */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas, 7);
    const open = canvas.getByRole("button", { name: "Zaproś osobę uczącą się" });
    await userEvent.click(open);
    const form = within(await dialog());
    await userEvent.click(form.getByRole("button", { name: "Wyślij zaproszenie" }));
    await waitFor(() => expect(form.getByRole("textbox", { name: /E-mail/ })).toHaveFocus());
    await expect(form.getAllByText("Wypełnij to pole.")).toHaveLength(4);
    await expect(callsTo("inviteLearner")).toHaveLength(0);

    await userEvent.type(form.getByRole("textbox", { name: /E-mail/ }), "jan.nowy@example");
    await userEvent.type(form.getByRole("textbox", { name: /Imię/ }), "Jan");
    await userEvent.type(form.getByRole("textbox", { name: /Nazwisko/ }), "Nowy");
    await userEvent.click(form.getByRole("button", { name: /Organizacja/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Campus Demo" }));
    await userEvent.click(form.getByRole("button", { name: "Wyślij zaproszenie" }));
    await expect(await form.findByText("Wpisz adres e-mail, np. imie@example.com.")).toBeVisible();
    await userEvent.type(form.getByRole("textbox", { name: /E-mail/ }), ".com");
    await userEvent.click(form.getByRole("button", { name: "Wyślij zaproszenie" }));

    await waitFor(() => expect(callsTo("inviteLearner")).toHaveLength(1));
    await expect(callsTo("inviteLearner")[0]?.body).toEqual({
      email: "jan.nowy@example.com",
      firstName: "Jan",
      lastName: "Nowy",
      organizationId: "org-demo",
      rankStage: 1,
      language: "pl",
    });
    await expect(await screen.findByText("Zaproszenie wysłane: Jan Nowy")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Zaproś osobę uczącą się" })).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await names(canvas, 8);
    await expect(within(itemOf(canvas, "Jan Nowy")).getByText("Zaproszone")).toBeVisible();
  },
};

/** An email that already has an account: said beside the email, and everything typed stays. */
export const InviteEmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas, 7);
    await userEvent.click(canvas.getByRole("button", { name: "Zaproś osobę uczącą się" }));
    const form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: /E-mail/ }), "anna.nowak@example.com");
    await userEvent.type(form.getByRole("textbox", { name: /Imię/ }), "Anna");
    await userEvent.type(form.getByRole("textbox", { name: /Nazwisko/ }), "Nowak");
    await userEvent.click(form.getByRole("button", { name: /Organizacja/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Campus Demo" }));
    await userEvent.click(form.getByRole("button", { name: "Wyślij zaproszenie" }));
    await expect(await form.findByText("Konto z tym adresem już istnieje. Znajdź je na liście.")).toBeVisible();
    await waitFor(() => expect(form.getByRole("textbox", { name: /E-mail/ })).toHaveFocus());
    await expect(form.getByRole("textbox", { name: /Imię/ })).toHaveValue("Anna");
    await expect(form.getByRole("textbox", { name: /E-mail/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/**
 * Deactivating asks first, naming the learner (cancel has focus); confirmed, the account says so, a toast names
 * the learner, and focus stays on the account's button, now "Reactivate", which brings it back at once.
 */
export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas, 7);
    const button = within(itemOf(canvas, "Anna Nowak")).getByRole("button", { name: "Dezaktywuj konto: Anna Nowak" });
    await userEvent.click(button);
    const question = await screen.findByRole("alertdialog", { name: "Dezaktywować konto: Anna Nowak?" });
    await expect(question).toHaveTextContent("anna.nowak@example.com");
    await waitFor(() => expect(within(question).getByRole("button", { name: "Anuluj" })).toHaveFocus());
    await userEvent.click(within(question).getByRole("button", { name: "Dezaktywuj" }));
    await expect(await screen.findByText("Konto dezaktywowane: Anna Nowak")).toBeVisible();
    await waitFor(() => expect(within(itemOf(canvas, "Anna Nowak")).getByText("Dezaktywowane")).toBeVisible());
    const again = within(itemOf(canvas, "Anna Nowak")).getByRole("button", { name: "Przywróć konto: Anna Nowak" });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Konto przywrócone: Anna Nowak")).toBeVisible();
    await waitFor(() => expect(within(itemOf(canvas, "Anna Nowak")).getByText("Aktywne")).toBeVisible());
    await expect(callsTo("deactivateLearner")).toHaveLength(1);
    await expect(callsTo("reactivateLearner")).toHaveLength(1);
  },
};

/** An invited learner's invitation sent again: the toast says the older link stops working. */
export const ResendInvitation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas, 7);
    await userEvent.click(
      within(itemOf(canvas, "Ewa Wiśniewska")).getByRole("button", {
        name: "Wyślij zaproszenie ponownie: Ewa Wiśniewska",
      }),
    );
    await expect(await screen.findByText("Nowe zaproszenie wysłane: Ewa Wiśniewska")).toBeVisible();
    await expect(screen.getByText("Link jest ważny 7 dni; poprzedni link już nie działa.")).toBeVisible();
    await expect(callsTo("resendInvitation")[0]?.url).toMatch(/\/api\/staff\/learners\/u-wisniewska\/invitation$/);
  },
};

/** Page 2 of 120 accounts: "51–100 of 120"; the next page asks for page 3 and takes focus to the list's heading. */
export const SecondPage: Story = {
  parameters: { msw: { handlers: { learners: learnersHandlers(manyAccounts) } } },
  render: renderCampus({ path: "/staff/learners?page=2", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await names(canvas, 50);
    await expect(shown[0]).toBe("Osoba Ucząca 051");
    const pager = canvas.getByRole("navigation", { name: "Strony osób uczących się" });
    await expect(within(pager).getByText("Wyświetlono 51–100 z 120")).toBeVisible();
    await userEvent.click(within(pager).getByRole("button", { name: "Następna strona" }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: "3" }));
    await names(canvas, 20);
    await expect(canvas.getByRole("heading", { level: 2, name: "Lista osób uczących się" })).toHaveFocus();
  },
};

/** No account yet: the way to invite the first. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: { learners: learnersHandlers([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 3, name: "Nie ma jeszcze kont" })).toBeVisible();
    await userEvent.click(within(listRegion(canvas)).getByRole("button", { name: "Zaproś osobę uczącą się" }));
    await expect(await dialog()).toBeVisible();
  },
};

/** Filters that match nothing: said so, with the way to clear them. */
export const NoMatch: Story = {
  render: renderCampus({ path: "/staff/learners?query=nikt", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 3, name: "Nikt nie pasuje do filtrów" })).toBeVisible();
    await expect(found(canvas)).toHaveTextContent("Znaleziono 0 kont");
  },
};

/** While the list loads: placeholders in its shape, announced once; the filters already stand. */
export const Loading: Story = {
  parameters: { msw: { handlers: { learners: [pending("learners"), ...learnersHandlers()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Wczytywanie osób uczących się…")).toBeInTheDocument();
    await expect(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" })).toBeVisible();
  },
};

const listDown = outage("learners", 500, learnersAnswerFor(accounts, new URL("http://campus.test/?page=1")));

/** The list failed to load: the page says so, and the retry, by keyboard, shows the accounts. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { learners: [listDown.handler, ...learnersHandlers()] } } },
  beforeEach: () => listDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać osób uczących się.");
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 40);
    listDown.end();
    await userEvent.keyboard("{Enter}");
    await names(canvas, 7);
    listDown.start();
    // Back to the failure for the screenshot.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }), "x{Enter}");
    await expect(await canvas.findByRole("alert", {}, { timeout: 10_000 })).toBeVisible();
  },
};
