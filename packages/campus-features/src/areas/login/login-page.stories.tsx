import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  callLog,
  callPath,
  campusHandlers,
  failure,
  fixtures,
  pageParameters,
  renderCampus,
} from "../../testing";
import { homeRoute } from "../../testing/home-route";
import { callsTo, tabTo } from "../../testing/play";

const meta = {
  title: "Pages/Login",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/login", signedIn: false, pages: [homeRoute] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form: labelled email and password fields ready for password managers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" })).toBeVisible();
    await expect(canvas.getByLabelText(/Adres e-mail/)).toHaveAttribute("autocomplete", "username");
    await expect(canvas.getByLabelText(/Hasło/)).toHaveAttribute("autocomplete", "current-password");
  },
};

/** Signing in: authorize, then the code exchange with the stored PKCE verifier, then home with the toast. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Adres e-mail/), "learner@example.com");
    await userEvent.type(canvas.getByLabelText(/Hasło/), "campus-demo");
    await userEvent.click(canvas.getByRole("button", { name: "Zaloguj się" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
    await expect(await within(document.body).findByText("Zalogowano pomyślnie")).toBeVisible();
    const exchange = callLog.find((call) => call.name === "exchangeCode");
    await expect(exchange?.body).toMatchObject({ code: "demo-code-0123456789" });
    await expect(localStorage.getItem("codeVerifier")).toBeNull();
  },
};

/** A wrong password is said in the form, and the password field is emptied for the next try. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { session: [failure("authorize", 401, "Wrong email or password.")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Adres e-mail/), "learner@example.com");
    await userEvent.type(canvas.getByLabelText(/Hasło/), "wrong");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nieprawidłowy adres e-mail lub hasło.");
    await waitFor(() => expect(canvas.getByLabelText(/Hasło/)).toHaveValue(""));
  },
};

/**
 * Too many tries: the server refuses with 429 and `Retry-After` (300 s), and the form says how many
 * minutes to wait, in Polish plural form.
 */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [
          http.post(callPath("authorize"), () =>
            HttpResponse.json(
              { statusCode: 429, error: "Too Many Requests", message: "Too many sign-in attempts." },
              { status: 429, headers: { "Retry-After": "300" } },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Adres e-mail/), "learner@example.com");
    await userEvent.type(canvas.getByLabelText(/Hasło/), "campus-demo");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Zbyt wiele prób logowania. Spróbuj ponownie za 5 minut.",
    );
    await expect(canvas.getByRole("button", { name: "Zaloguj się" })).toBeEnabled();
  },
};

/**
 * Sending the form empty, by keyboard: each field says what it needs and nothing is sent; a malformed
 * address is named as such.
 */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole("button", { name: "Zaloguj się" });
    await tabTo(submit);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Wpisz adres e-mail.")).toBeVisible();
    await expect(canvas.getByText("Wpisz hasło.")).toBeVisible();
    const email = canvas.getByLabelText(/Adres e-mail/);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "anna@firma");
    await tabTo(submit, 3);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Wpisz poprawny adres e-mail, np. anna@firma.pl.")).toBeVisible();
    await expect(callsTo("authorize")).toHaveLength(0);
  },
};

/** The login page in English (the language chosen here is kept through the sign-in). */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in to Campus AI" })).toBeVisible();
    await expect(canvas.getByLabelText(/Email address/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(document.documentElement.lang).toBe("en");
  },
};

/** A forgotten password: the link after the form leads to the page that sends a new one. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "Nie pamiętasz hasła?" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Nie pamiętasz hasła?" })).toBeVisible();
  },
};

const withOptions = (options: typeof fixtures.signInOptions) => ({
  msw: { handlers: { signInOptions: [answer("signInOptions", options)] } },
});

/**
 * The organization's identity provider beside the password form: its button first, then "or" and the form. The
 * button leaves for the provider (through the campus's server), so the story does not press it; the journeys do.
 */
export const WithSingleSignOn: Story = {
  parameters: withOptions(fixtures.signInOptionsWithSso),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Zaloguj przez Acme ID" });
    await expect(button).toBeVisible();
    await expect(canvas.getByText("lub")).toBeVisible();
    await expect(canvas.getByLabelText(/Hasło/)).toBeVisible();
    // Reached by the keyboard like the form.
    await tabTo(button);
  },
};

/** An organization that signs in only through its provider: no password form and no forgotten-password link. */
export const SingleSignOnOnly: Story = {
  parameters: withOptions(fixtures.signInOptionsSsoOnly),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Zaloguj przez Acme ID" })).toBeVisible();
    await expect(canvas.queryByLabelText(/Hasło/)).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Nie pamiętasz hasła?" })).toBeNull();
    await expect(canvas.queryByText("lub")).toBeNull();
  },
};

/** Each reason a sign-on comes back refused (`/login?sso=...`), said in the learner's words above the buttons. */
const refused = (reason: string, says: string | RegExp): Story => ({
  parameters: withOptions(fixtures.signInOptionsWithSso),
  render: renderCampus({ path: `/login?sso=${reason}`, signedIn: false, pages: [homeRoute] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(says);
    await expect(await canvas.findByRole("button", { name: "Zaloguj przez Acme ID" })).toBeVisible();
  },
});

/** The provider did not answer within 5 s. */
export const SingleSignOnUnavailable = refused("unavailable", "nie odpowiada");
/** A replayed, forged or expired answer, or one the provider refused. */
export const SingleSignOnFailed = refused("failed", "nie powiodło się");
/** The provider vouched for an email no account has (and the campus makes no accounts for it). */
export const SingleSignOnUnknownAccount = refused("unknownAccount", "nie ma konta");
/** The provider did not vouch for the email. */
export const SingleSignOnUnverifiedEmail = refused("unverifiedEmail", "nie potwierdziła");
/** The account is deactivated. */
export const SingleSignOnDeactivated = refused("deactivated", "jest wyłączone");
