import type { PasswordLinkAnswer } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  callPath,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
} from "../../testing";
import { homeRoute } from "../../testing/home-route";
import { onboardingRoute } from "../../testing/onboarding-route";
import { callsTo, screen } from "../../testing/play";

const token = "reset-0123456789abcdef";

const resetLink: PasswordLinkAnswer = {
  purpose: "reset",
  email: "learner@example.com",
  firstName: "Anna",
  expiresAt: "2026-11-22T11:00:00.000Z",
};

const invitation: PasswordLinkAnswer = {
  purpose: "invitation",
  email: "newcomer@example.com",
  firstName: "Piotr",
  expiresAt: "2026-11-29T10:00:00.000Z",
};

/** The calls of a live link: what it is for, and choosing the password, which signs `login`'s learner in. */
const linkHandlers = (link: PasswordLinkAnswer, login = fixtures.loginAnswer()) => [
  answer("passwordLink", link),
  answer("setPassword", login),
];

const meta = {
  title: "Pages/Choose password",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), password: linkHandlers(resetLink) } },
  },
  render: renderCampus({ path: `/password/${token}`, signedIn: false, pages: [homeRoute, onboardingRoute] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const h1 = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 1, name });
const passwordField = (canvas: Canvas) => canvas.findByLabelText(/Nowe hasło/);
const save = (canvas: Canvas) => canvas.getByRole("button", { name: "Zapisz hasło i zaloguj się" });
/** Each rule's line, by its words, with its state (`data-met`). */
const rule = (canvas: Canvas, words: string) => canvas.getByText(words).closest("li") as HTMLElement;
const announced = () => document.querySelector("[data-campus-announcer]")?.textContent ?? "";

/**
 * A reset link: a new password for Anna's account, whose address is shown. The rules are there before typing,
 * neither met yet, and the field is described by them.
 */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Wybierz nowe hasło")).toBeVisible();
    await expect(canvas.getByText("Anna")).toBeVisible();
    await expect(canvas.getByText("learner@example.com")).toBeVisible();
    const field = await passwordField(canvas);
    await expect(field).toHaveAttribute("type", "password");
    await expect(field).toHaveAttribute("autocomplete", "new-password");
    await expect(field).toHaveAccessibleDescription(/mieć co najmniej 12 znaków \(jeszcze niespełnione\)/);
    await expect(rule(canvas, "mieć co najmniej 12 znaków")).toHaveAttribute("data-met", "false");
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveAttribute("data-met", "false");
    await waitFor(() => expect(document.title).toBe("Ustawianie hasła – Campus AI"));
    await expect(callsTo("passwordLink")[0]?.url).toMatch(/\/api\/auth\/password-link\/reset-0123456789abcdef$/);
  },
};

/** An invitation welcomes the invited learner by name: they choose their first password. */
export const Invitation: Story = {
  parameters: { msw: { handlers: { password: linkHandlers(invitation) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Witaj, Piotr! Wybierz hasło")).toBeVisible();
    await expect(canvas.getByText("newcomer@example.com")).toBeVisible();
    await expect(
      canvas.getByText("Zaproszono Cię do Campus AI. Gdy zapiszesz hasło, od razu się zalogujesz."),
    ).toBeVisible();
  },
};

/**
 * The rules are ticked as the learner types: a common password meets the length but not the other rule, a
 * longer own one meets both. A rule that changes is announced politely; the password can be shown and hidden.
 */
export const RulesAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await passwordField(canvas);
    await userEvent.type(field, "Password123");
    await expect(rule(canvas, "mieć co najmniej 12 znaków")).toHaveAttribute("data-met", "false");
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveAttribute("data-met", "true");
    await userEvent.type(field, "4");
    await expect(rule(canvas, "mieć co najmniej 12 znaków")).toHaveAttribute("data-met", "true");
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveAttribute("data-met", "false");
    await waitFor(() =>
      expect(announced()).toBe(
        "mieć co najmniej 12 znaków: spełnione. nie być popularnym hasłem: jeszcze niespełnione",
      ),
    );
    await userEvent.type(field, "-zielony-kot");
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveAttribute("data-met", "true");
    await waitFor(() => expect(announced()).toBe("nie być popularnym hasłem: spełnione"));
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveTextContent("(spełnione)");
    await userEvent.click(canvas.getByRole("button", { name: "Pokaż hasło" }));
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveValue("Password1234-zielony-kot");
    await expect(canvas.getByRole("button", { name: "Ukryj hasło" })).toBeVisible();
  },
};

/** A password that breaks a rule is not sent: the field says which rule. */
export const BreaksARule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await passwordField(canvas);
    await userEvent.type(field, "krótkie");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText("Hasło musi mieć co najmniej 12 znaków.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "qwerty123456");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText("To hasło jest zbyt popularne. Wybierz inne.")).toBeVisible();
    await expect(callsTo("setPassword")).toHaveLength(0);
  },
};

/**
 * Saving a reset's password signs Anna in: the sign-in's greeting, and home, where signing in takes a learner
 * of her rank. The call carries the link's token and the password.
 */
export const SavesAndSignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await passwordField(canvas), "zielony-kot-pije-mleko");
    await userEvent.click(save(canvas));
    await expect(await h1(canvas, "Cześć, Anna!")).toBeVisible();
    await expect(await screen.findByText("Zalogowano pomyślnie")).toBeVisible();
    await expect(callsTo("setPassword")[0]?.body).toEqual({ token, password: "zielony-kot-pije-mleko" });
  },
};

/** An invited learner of rank 1 lands where signing in takes them: onboarding. */
export const InvitationLandsOnOnboarding: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(fixtures.newcomer) }),
        password: linkHandlers(invitation, fixtures.loginAnswer(fixtures.newcomer)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await passwordField(canvas), "zielony-kot-pije-mleko");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Wybierz program" })).toBeVisible();
    await expect(callsTo("homepage")).toHaveLength(0);
  },
};

/**
 * The server refuses the password as common (it knows more of them than the page): its reason in Polish, focus
 * on it, the password kept, and the rule shown unmet for this password.
 */
export const RefusedAsCommon: Story = {
  parameters: {
    msw: {
      handlers: {
        password: [
          answer("passwordLink", resetLink),
          failure("setPassword", 400, "This password is too common: choose another one."),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await passwordField(canvas);
    await userEvent.type(field, "Wiosna2026!!");
    await userEvent.click(save(canvas));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(field).toHaveValue("Wiosna2026!!");
    await expect(rule(canvas, "nie być popularnym hasłem")).toHaveAttribute("data-met", "false");
  },
};

/** A deactivated account (401): the form says whom to ask, and nobody is signed in. */
export const Deactivated: Story = {
  parameters: {
    msw: {
      handlers: {
        password: [answer("passwordLink", resetLink), failure("setPassword", 401, "This account is deactivated.")],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await passwordField(canvas), "zielony-kot-pije-mleko");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "To konto jest wyłączone. Skontaktuj się z osobami, które zarządzają Campus AI w Twojej organizacji.",
    );
    await expect(canvas.getByRole("heading", { level: 1, name: "Wybierz nowe hasło" })).toBeVisible();
  },
};

/**
 * A link that no longer works (404: expired, used, replaced or unknown): the page says so and what to do, for
 * a reset and for an invitation, since it cannot tell which the link was.
 */
export const DeadLink: Story = {
  parameters: { msw: { handlers: { password: [failure("passwordLink", 404, "This link is no longer valid.")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Ten link już nie działa")).toBeVisible();
    await expect(canvas.getByText(/Jeśli to było zaproszenie, poproś o nowe osoby/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute("href", "/forgot-password");
    await expect(canvas.getByRole("link", { name: "Przejdź do logowania" })).toHaveAttribute("href", "/login");
    await expect(canvas.queryByLabelText(/Nowe hasło/)).toBeNull();
  },
};

/**
 * An invitation that died while the page was open (a newer one replaced it): saving answers 404, and the page
 * says to ask the organization's staff for a new invitation, with focus on its heading.
 */
export const InvitationDiedMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: {
        password: [answer("passwordLink", invitation), failure("setPassword", 404, "This link is no longer valid.")],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await passwordField(canvas), "zielony-kot-pije-mleko");
    await userEvent.click(save(canvas));
    const heading = await h1(canvas, "Ten link już nie działa");
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText("Poproś o nowe zaproszenie osoby, które zarządzają Campus AI w Twojej organizacji."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Przejdź do logowania" })).toHaveAttribute("href", "/login");
    await expect(canvas.queryByRole("link", { name: "Poproś o nowy link" })).toBeNull();
  },
};

/** The link is being checked: the page's one h1 says so. */
export const Checking: Story = {
  parameters: { msw: { handlers: { password: [pending("passwordLink")] } } },
  play: async ({ canvasElement }) => {
    await expect(await h1(within(canvasElement), "Sprawdzamy link…")).toBeVisible();
  },
};

const linkDown = outage("passwordLink", 500, resetLink);

/** The link could not be checked (the server failed): the page says so, and trying again shows the form. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: { password: [linkDown.handler, answer("setPassword", fixtures.loginAnswer())] } } },
  beforeEach: () => linkDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Nie udało się sprawdzić linku")).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Sprawdź połączenie i spróbuj ponownie.");
    linkDown.end();
    await userEvent.click(canvas.getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await h1(canvas, "Wybierz nowe hasło")).toBeVisible();
  },
};

/** No answer at all while checking the link: the same failure, and no session is ended (there is none). */
export const CheckOffline: Story = {
  parameters: { msw: { handlers: { password: [http.get(callPath("passwordLink"), () => HttpResponse.error())] } } },
  play: async ({ canvasElement }) => {
    await expect(await h1(within(canvasElement), "Nie udało się sprawdzić linku")).toBeVisible();
  },
};

/** The link of a deactivated account (401): the page says so and whom to ask; no form. */
export const DeactivatedAccountLink: Story = {
  parameters: { msw: { handlers: { password: [failure("passwordLink", 401, "This account is deactivated.")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "To konto jest wyłączone")).toBeVisible();
    await expect(
      canvas.getByText(
        "To konto jest wyłączone. Skontaktuj się z osobami, które zarządzają Campus AI w Twojej organizacji.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(/Nowe hasło/)).toBeNull();
  },
};

/** Too many links tried from this network (429 with `Retry-After`): when to try again, and a retry. */
export const CheckTooMany: Story = {
  parameters: {
    msw: {
      handlers: {
        password: [
          failure("passwordLink", 429, "Too many sign-in attempts: try again in 120 seconds.", {
            "Retry-After": "120",
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Nie udało się sprawdzić linku")).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Zbyt wiele prób. Spróbuj ponownie za 2 minuty.");
    await expect(canvas.getByRole("button", { name: "Spróbuj ponownie" })).toBeEnabled();
  },
};

/** An invitation in English. */
export const English: Story = {
  globals: { locale: "en" },
  parameters: { msw: { handlers: { password: linkHandlers(invitation) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await h1(canvas, "Welcome, Piotr! Choose your password")).toBeVisible();
    await expect(canvas.getByText("have at least 12 characters")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save password and sign in" })).toBeVisible();
  },
};
