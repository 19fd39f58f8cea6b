import type { ReviewQueueItem } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RequireAccess } from "../../shell";
import { campusHandlers, fixtures, outage, pageParameters, pending, renderCampus, reviewHandlers } from "../../testing";
import { callsTo, isDesktop, screen, tabTo } from "../../testing/play";
import { longQueue, overdueWorks, queueWorks, reviewQueueAnswerFor } from "../../testing/review-queue-fixtures";
import { reviewQueueHandler } from "../../testing/review-queue-handlers";
import { ReviewQueuePage } from "./review-queue-page";

/** The queue behind the staff's gate, as the app's route table has it. */
const pages = [
  {
    handle: { requires: "staff" },
    element: <RequireAccess />,
    children: [{ path: "/staff/reviews", element: <ReviewQueuePage /> }],
  },
];

const asStaff = campusHandlers({ login: fixtures.loginAnswer(fixtures.staff) });
/** The review calls, the queue answered over `works` as the server filters and pages it. */
const review = (works: readonly ReviewQueueItem[] = queueWorks) => ({
  review: [reviewQueueHandler(works), ...reviewHandlers()],
});

const meta = {
  title: "Pages/Staff/Review queue",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: { ...asStaff, ...review() } } },
  render: renderCampus({ path: "/staff/reviews", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The query of the last queue call, as a plain object. */
const lastQuery = () =>
  Object.fromEntries(new URL(callsTo("reviewQueue").at(-1)?.url ?? "http://campus.test/").searchParams);
/** The filters' `<search>` landmark (by its search field: the role of `<search>` is newer than the test library). */
const filters = (canvas: Canvas) =>
  canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }).closest("search") as HTMLElement;
const found = (canvas: Canvas) => within(filters(canvas)).getByRole("status");
const listRegion = (canvas: Canvas) => canvas.getByRole("region", { name: "Lista prac" });

/** The works' links, one a work, once `count` of them show (a table on the desktop, cards on a phone). */
async function works(canvas: Canvas, count: number): Promise<HTMLElement[]> {
  const region = await canvas.findByRole("region", { name: "Lista prac" });
  await waitFor(() => expect(within(region).queryAllByRole("link")).toHaveLength(count), { timeout: 3000 });
  await waitFor(() => expect(region).not.toHaveAttribute("aria-busy"));
  if (isDesktop()) await expect(within(region).getByRole("table")).toBeVisible();
  else await expect(within(region).queryByRole("table")).toBeNull();
  return within(region).getAllByRole("link");
}

/** A status tab's name: the status, its count and (pending) how many are overdue, as they read in a row. */
const tabName = (status: string, count: number, overdue?: string) =>
  new RegExp(`^${status}\\s*${count}${overdue ? `\\s*,\\s*${overdue}` : ""}$`);

/** The table's row or the card of a work's link. */
const itemOf = (link: HTMLElement) => link.closest("tr, li") as HTMLElement;
const workNamed = (canvas: Canvas, learner: RegExp) => within(listRegion(canvas)).getByRole("link", { name: learner });

/** The button that opens the program, course and task in a sheet on a phone (the desktop shows them always). */
const sheetButton = (canvas: Canvas) => within(filters(canvas)).getByRole("button", { name: /^Filtry/ });
const sheet = () => screen.queryByRole("dialog", { name: "Filtry prac" });

/** Where the program, course and task filters are: the filters' box on the desktop, their sheet on a phone. */
async function showChoices(canvas: Canvas): Promise<HTMLElement> {
  if (isDesktop()) {
    await expect(within(filters(canvas)).queryByRole("button", { name: /^Filtry/ })).toBeNull();
    return filters(canvas);
  }
  const open = sheet();
  if (open) return open;
  await userEvent.click(sheetButton(canvas));
  return screen.findByRole("dialog", { name: "Filtry prac" });
}

/** Closes the phone's sheet, back to the list ("Pokaż prace"); nothing to do on the desktop. */
async function closeChoices() {
  if (isDesktop()) return;
  await userEvent.click(within(sheet() as HTMLElement).getByRole("button", { name: "Pokaż prace" }));
  await waitFor(() => expect(sheet()).toBeNull());
}

/** Picks `option` of a filter's select by pointer (the keyboard story does it by keys), and goes back to the list. */
async function choose(canvas: Canvas, label: RegExp, option: string) {
  const place = await showChoices(canvas);
  await userEvent.click(within(place).getByRole("button", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  await closeChoices();
}

/**
 * The pending queue, oldest sent first: each work's learner with their email, course and task, when it was sent
 * and its age against the 3 business days in words; a work a colleague holds says who. The tabs count every
 * status, pending with how many are overdue; the call asks for page 1 of the pending works.
 */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Prace do oceny" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Prace do oceny – Campus AI"));
    const links = await works(canvas, 4);
    await expect(links.map((link) => link.textContent)).toEqual([
      "Jan Wiśniewski",
      "Aleksandra Nowak",
      "Konstantynopolitańczykowianeczka Grzegorzewska-Szczebrzeszyńska",
      "Anna Kowalska",
    ]);
    const [overdue, claimed, , latest] = links as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(overdue).toHaveAccessibleName(
      "Jan Wiśniewski, praca do zadania: Zaprojektuj asystenta AI dla swojego zespołu",
    );
    await expect(overdue).toHaveAttribute("href", "/staff/reviews/s-overdue");
    await expect(itemOf(overdue)).toHaveTextContent("jan.wisniewski@example.com");
    await expect(itemOf(overdue)).toHaveTextContent("13 lis 2026, 16:10");
    await expect(within(itemOf(overdue)).getByText("Po terminie o 4 dni")).toBeVisible();
    await expect(within(itemOf(claimed)).getByText("Marek Zieliński ocenia tę pracę")).toBeVisible();
    await expect(within(itemOf(claimed)).getByText("AI w biurze: projekt końcowy")).toBeVisible();
    await expect(within(itemOf(latest)).getByText("Termin za 3 dni")).toBeVisible();
    if (isDesktop()) {
      const table = canvas.getByRole("table", { name: /Do oceny: prace od najdawniej wysłanych, strona 1 z 1/ });
      await expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Osoba ucząca się", "Kurs i zadanie", "Wysłano", "Stan"]);
      await expect(within(table).getByRole("rowheader", { name: /Anna Kowalska/ })).toBeVisible();
    }
    await expect(await canvas.findByRole("link", { name: tabName("Do oceny", 4, "2 po terminie") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(await canvas.findByRole("link", { name: tabName("Zatwierdzone", 3) })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: tabName("Do poprawy", 2) })).toBeVisible();
    await expect(found(canvas)).toHaveTextContent("Znaleziono 4 prace");
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
    await expect(canvas.queryByRole("navigation", { name: "Strony prac" })).toBeNull();
    await expect(lastQuery()).toEqual({ status: "pending", page: "1" });
    await expect(callsTo("reviewQueue")).toHaveLength(1);
  },
};

/** Overdue works: each says by how much, in words beside a warning icon, not by colour alone. */
export const Overdue: Story = {
  parameters: { msw: { handlers: review(overdueWorks) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await works(canvas, 4);
    const ages = links.map((link) => within(itemOf(link)).getByText(/^Po terminie/).textContent);
    await expect(ages).toEqual([
      "Po terminie o 10 dni",
      "Po terminie o 4 dni",
      "Po terminie o 3 dni",
      "Po terminie o 2 dni",
    ]);
    for (const link of links) {
      const badge = within(itemOf(link))
        .getByText(/^Po terminie/)
        .closest("[data-variant]") as HTMLElement;
      await expect(badge).toHaveAttribute("data-variant", "danger");
      await expect(badge.querySelector("svg")).not.toBeNull();
    }
    await expect(await canvas.findByRole("link", { name: tabName("Do oceny", 4, "4 po terminie") })).toBeVisible();
  },
};

/** Works held by a reviewer: a colleague's says who is on it, the reviewer's own says it is theirs. */
export const Claimed: Story = {
  parameters: { msw: { handlers: review(longQueue) } },
  render: renderCampus({ path: "/staff/reviews?page=2", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 12);
    const held = workNamed(canvas, /^Filip Jankowski/);
    await expect(within(itemOf(held)).getByText("Marek Zieliński ocenia tę pracę")).toBeVisible();
    const mine = workNamed(canvas, /^Alicja Kwiatkowska/);
    await expect(within(itemOf(mine)).getByText("Oceniasz tę pracę")).toBeVisible();
    // Both in view for the screenshot.
    itemOf(held).scrollIntoView({ block: "start" });
    await expect(canvas.getAllByText(/ocenia tę pracę|Oceniasz tę pracę/)).toHaveLength(2);
  },
};

/** A long Polish name and email wrap inside the row or the card; nothing widens the page at 390px. */
export const LongPolishNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 4);
    const long = workNamed(canvas, /^Konstantynopolitańczykowianeczka/);
    await expect(long).toBeVisible();
    await expect(itemOf(long)).toHaveTextContent("konstantynopolitanczykowianeczka.grzegorzewska@przyklad.example.com");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = itemOf(long).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // In view for the screenshot (on a phone it is the third card).
    itemOf(long).scrollIntoView({ block: "center" });
  },
};

/**
 * A shared address with every filter: the filters show them, the call sends them, and each work's link carries
 * them (not the page) for the work page's place in this queue.
 */
export const Filtered: Story = {
  render: renderCampus({
    path: "/staff/reviews?programId=p-basics&courseId=c-final-multi&taskId=t-multi-1&query=nowak",
    pages,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [link] = await works(canvas, 1);
    await expect(link).toHaveAccessibleName("Aleksandra Nowak, praca do zadania: Automatyzacja poczty");
    await expect(link).toHaveAttribute(
      "href",
      "/staff/reviews/s-claimed?programId=p-basics&courseId=c-final-multi&taskId=t-multi-1&query=nowak",
    );
    await expect(lastQuery()).toEqual({
      status: "pending",
      programId: "p-basics",
      courseId: "c-final-multi",
      taskId: "t-multi-1",
      query: "nowak",
      page: "1",
    });
    const region = filters(canvas);
    await expect(within(region).getByRole("searchbox", { name: "Szukaj osoby uczącej się" })).toHaveValue("nowak");
    await expect(found(canvas)).toHaveTextContent("Znaleziono 1 pracę");
    await expect(await canvas.findByRole("link", { name: tabName("Do oceny", 1, "1 po terminie") })).toBeVisible();
    await expect(within(region).getByRole("button", { name: "Wyczyść filtry" })).toBeVisible();
    if (!isDesktop()) await expect(sheetButton(canvas)).toHaveAccessibleName("Filtry wybrane: 3");
    const choices = await showChoices(canvas);
    await expect(within(choices).getByRole("button", { name: /Program$/ })).toHaveTextContent("Podstawy AI");
    await expect(within(choices).getByRole("button", { name: /Kurs$/ })).toHaveTextContent(
      "AI w biurze: projekt końcowy",
    );
    await expect(within(choices).getByRole("button", { name: /Zadanie$/ })).toHaveTextContent("Automatyzacja poczty");
    // Left open on a phone, for the screenshot of the sheet.
  },
};

/**
 * Narrowing by pointer from page 2: the program, then a course of it, then a task of that course; every change
 * goes back to page 1, asks the server with the filters chosen, and the count of works is announced.
 */
export const ChooseFilters: Story = {
  parameters: { msw: { handlers: review([...longQueue, ...queueWorks]) } },
  render: renderCampus({ path: "/staff/reviews?page=2", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 16);
    await expect(lastQuery()).toEqual({ status: "pending", page: "2" });
    const choices = await showChoices(canvas);
    await expect(within(choices).getByRole("button", { name: /Zadanie$/ })).toBeDisabled();
    await expect(within(choices).getByText("Najpierw wybierz kurs.")).toBeVisible();
    await closeChoices();

    await choose(canvas, /Program$/, "AI w praktyce");
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", programId: "p-practice", page: "1" }));
    await works(canvas, 9);
    await expect(found(canvas)).toHaveTextContent("Znaleziono 9 prac");

    // The course filter offers the chosen program's courses only.
    await userEvent.click(within(await showChoices(canvas)).getByRole("button", { name: /Kurs$/ }));
    const listbox = await screen.findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Wszystkie kursy", "Analiza danych z AI"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "Analiza danych z AI" }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ courseId: "c-data", page: "1" }));
    await closeChoices();

    await choose(canvas, /Zadanie$/, "Raport z analizy danych sprzedaży");
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        status: "pending",
        programId: "p-practice",
        courseId: "c-data",
        taskId: "t-data",
        page: "1",
      }),
    );
    const links = await works(canvas, 9);
    await expect(links[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/\?programId=p-practice&courseId=c-data&taskId=t-data$/),
    );
    await expect(found(canvas)).toHaveTextContent("Znaleziono 9 prac");

    // Another program drops the course and task that are not its own.
    await choose(canvas, /Program$/, "Podstawy AI");
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", programId: "p-basics", page: "1" }));
    await works(canvas, 25);
  },
};

/**
 * The learner search: typing asks once the typing pauses (name or email, any letter case); Enter asks at once;
 * clearing the filters brings the whole queue back.
 */
export const SearchLearner: Story = {
  parameters: { msw: { handlers: review([...longQueue, ...queueWorks]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 25);
    const search = canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" });
    await userEvent.type(search, "zofia");
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", query: "zofia", page: "1" }));
    const zofias = await works(canvas, 2);
    await expect(zofias.map((link) => link.textContent)).toEqual(["Zofia Kamińska", "Zofia Zielińska"]);
    await expect(found(canvas)).toHaveTextContent("Znaleziono 2 prace");

    // Enter asks at once, well before the pause the typing waits for (500 ms).
    await userEvent.clear(search);
    await userEvent.type(search, "ola.nowak@{Enter}");
    await waitFor(() => expect(lastQuery()).toMatchObject({ query: "ola.nowak@" }), { timeout: 450 });
    await works(canvas, 1);
    await expect(workNamed(canvas, /^Aleksandra Nowak/)).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Wyczyść filtry" }));
    // The whole queue again (its first answer is still at hand, so it need not be asked for).
    await works(canvas, 25);
    await waitFor(() => expect(search).toHaveValue(""));
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/**
 * The statuses by keyboard: Tab moves between their links and Enter follows one; the queue of works returned for
 * correction says so on each, and the call asks for that status.
 */
export const NeedsCorrection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 4);
    const pendingTab = canvas.getByRole("link", { name: /^Do oceny/ });
    await tabTo(pendingTab, 40);
    await userEvent.keyboard("{Tab}{Tab}");
    const correction = canvas.getByRole("link", { name: tabName("Do poprawy", 2) });
    await expect(correction).toHaveFocus();
    await expect(callsTo("reviewQueue")).toHaveLength(1);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(lastQuery()).toEqual({ status: "rejected", page: "1" }));
    await waitFor(() => expect(correction).toHaveAttribute("aria-current", "page"));
    const links = await works(canvas, 2);
    for (const link of links) await expect(within(itemOf(link)).getByText("Do poprawy")).toBeVisible();
    await expect(links[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/staff\/reviews\/s-rejected-\d\?status=rejected$/),
    );
    await expect(found(canvas)).toHaveTextContent("Znaleziono 2 prace");
  },
};

/**
 * Page 2 of a long queue: "26–37 of 37", page 2 current. Going to page 1 asks for it, takes focus to the list's
 * heading and the list's top into view; Next goes back to page 2.
 */
export const SecondPage: Story = {
  parameters: { msw: { handlers: review(longQueue) } },
  render: renderCampus({ path: "/staff/reviews?page=2", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await works(canvas, 12);
    await expect(callsTo("reviewQueue").map((call) => new URL(call.url).search)).toEqual(["?status=pending&page=2"]);
    const pager = canvas.getByRole("navigation", { name: "Strony prac" });
    await expect(within(pager).getByText("Wyświetlono 26–37 z 37")).toBeVisible();
    await expect(within(pager).getByRole("button", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await expect(links[0]).toHaveAttribute("href", "/staff/reviews/s-q26");

    await userEvent.click(within(pager).getByRole("button", { name: "Strona 1" }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", page: "1" }));
    await works(canvas, 25);
    await expect(canvas.getByRole("heading", { level: 2, name: "Lista prac" })).toHaveFocus();
    await expect(listRegion(canvas).getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(within(pager).getByText("Wyświetlono 1–25 z 37")).toBeVisible();

    await userEvent.click(within(pager).getByRole("button", { name: "Następna strona" }));
    await works(canvas, 12);
    await expect(within(pager).getByText("Wyświetlono 26–37 z 37")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Lista prac" })).toHaveFocus();
  },
};

/** While the queue loads: placeholders in the list's shape, announced once; the filters and tabs already stand. */
export const Loading: Story = {
  parameters: { msw: { handlers: { review: [pending("reviewQueue")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Prace do oceny" })).toBeVisible();
    await expect(await canvas.findByText("Wczytywanie prac…")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Do oceny" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" })).toBeVisible();
    await expect(found(canvas)).toHaveTextContent("");
  },
};

const queueDown = outage(
  "reviewQueue",
  500,
  reviewQueueAnswerFor(queueWorks, new URL("http://campus.test/api/staff/reviews?status=pending&page=1")),
);

/** The queue failed to load: the page says so, and the retry, by keyboard, asks again and shows the works. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { review: [queueDown.handler] } } },
  beforeEach: () => queueDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać prac do oceny.");
    const retry = within(alert).getByRole("button", { name: "Spróbuj ponownie" });
    await tabTo(retry, 40);
    const before = callsTo("reviewQueue").length;
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(callsTo("reviewQueue").length).toBeGreaterThan(before));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nie udało się wczytać prac do oceny.");
    queueDown.end();
    await userEvent.click(within(await canvas.findByRole("alert")).getByRole("button", { name: "Spróbuj ponownie" }));
    await works(canvas, 4);
    queueDown.start();
    // Back to the failure for the screenshot.
    await userEvent.click(canvas.getByRole("link", { name: /^Zatwierdzone/ }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Nothing left to review: a friendly word, and nothing to clear. */
export const NothingToReview: Story = {
  parameters: { msw: { handlers: review(queueWorks.filter((work) => work.status !== "pending")) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 3, name: "Nie ma prac do oceny" })).toBeVisible();
    await expect(canvas.getByText(/Wszystkie wysłane prace są ocenione/)).toBeVisible();
    await expect(found(canvas)).toHaveTextContent("Znaleziono 0 prac");
    await expect(await canvas.findByRole("link", { name: tabName("Do oceny", 0) })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Wyczyść filtry" })).toBeNull();
  },
};

/** Filters that match nothing: the page says so, and clearing them (from the message) brings the queue back. */
export const NoMatch: Story = {
  render: renderCampus({ path: "/staff/reviews?programId=p-practice&query=kowalska", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole("heading", { level: 3, name: "Żadna praca nie pasuje do filtrów" });
    await expect(empty).toBeVisible();
    await expect(found(canvas)).toHaveTextContent("Znaleziono 0 prac");
    await userEvent.click(within(listRegion(canvas)).getByRole("button", { name: "Wyczyść filtry" }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", page: "1" }));
    await works(canvas, 4);
    await expect(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" })).toHaveValue("");
    // Back to the empty result for the screenshot.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Szukaj osoby uczącej się" }), "nikt{Enter}");
    await canvas.findByRole("heading", { level: 3, name: "Żadna praca nie pasuje do filtrów" });
  },
};

/**
 * By keyboard alone: Tab reaches the program filter (on a phone, through its sheet's button), the arrows and
 * Enter choose a program, and Tab goes on through the filters and the tabs to the first work's link.
 */
export const Keyboard: Story = {
  parameters: { msw: { handlers: review([...longQueue, ...queueWorks]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await works(canvas, 25);
    if (!isDesktop()) {
      // On a phone the choices are in a sheet: its button opens it, Escape closes it and gives focus back.
      await tabTo(sheetButton(canvas), 40);
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("dialog", { name: "Filtry prac" });
    }
    const program = within(isDesktop() ? filters(canvas) : (sheet() as HTMLElement)).getByRole("button", {
      name: /Program$/,
    });
    await tabTo(program, 40);
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(lastQuery()).toEqual({ status: "pending", programId: "p-practice", page: "1" }));
    await expect(program).toHaveFocus();
    await expect(program).toHaveTextContent("AI w praktyce");
    if (!isDesktop()) {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(sheet()).toBeNull());
      await expect(sheetButton(canvas)).toHaveFocus();
    }
    const [first] = await works(canvas, 9);
    await tabTo(first as HTMLElement, 12);
    await expect(first).toHaveAccessibleName("Antoni Grabowski, praca do zadania: Raport z analizy danych sprzedaży");
  },
};

/** A learner (not staff) who types the address meets the not-found page, and the queue is never asked for. */
export const LearnerMeetsNotFound: Story = {
  parameters: { msw: { handlers: { ...campusHandlers(), ...review() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Prace do oceny" })).toBeNull();
    await expect(callsTo("reviewQueue")).toHaveLength(0);
  },
};

/** The queue in English: the words, the dates and the ages in the reviewer's language. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Works to review" })).toBeVisible();
    const region = await canvas.findByRole("region", { name: "Works" });
    await waitFor(() => expect(within(region).getAllByRole("link")).toHaveLength(4));
    const [overdue] = within(region).getAllByRole("link") as [HTMLElement];
    await expect(overdue).toHaveAccessibleName(
      "Jan Wiśniewski, work on the task: Zaprojektuj asystenta AI dla swojego zespołu",
    );
    await expect(itemOf(overdue)).toHaveTextContent("13 Nov 2026, 16:10");
    await expect(within(itemOf(overdue)).getByText("Overdue by 4 days")).toBeVisible();
    await expect(canvas.getByText("Marek Zieliński is reviewing")).toBeVisible();
    await expect(await canvas.findByRole("link", { name: tabName("Pending", 4, "2 overdue") })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search learners" }).closest("search")).toHaveAttribute(
      "aria-label",
      "Filter works",
    );
  },
};
