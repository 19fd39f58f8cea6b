import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { HomePage } from "../areas/home";
import { OnboardingPage } from "../areas/onboarding";
import { campusHandlers, failure, fixtures, pageParameters, renderCampus } from "../testing";
import { callsTo, screen } from "../testing/play";
import { ShellTestPage } from "../testing/shell-page";

/**
 * SPEC section 4's login and onboarding gates, run by the real session provider at the start of a page
 * load: where each kind of visitor ends up, and which calls it took to get there.
 */
const pages = [
  { path: "/", element: <HomePage /> },
  { path: "/onboarding", element: <OnboardingPage /> },
  { path: "/tools", element: <ShellTestPage title="Narzędzia" /> },
];

const meta = {
  title: "Pages/Gates",
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const loginPage = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Zaloguj się do Campus AI" });
const home = (canvas: Canvas, name = "Anna") => canvas.findByRole("heading", { level: 1, name: `Cześć, ${name}!` });

/** No session in this browser: straight to the login page, without asking the server who it is. */
export const NoSession: Story = {
  render: renderCampus({ path: "/", signedIn: false, pages }),
  play: async ({ canvasElement }) => {
    await expect(await loginPage(within(canvasElement))).toBeVisible();
    await expect(callsTo("getUserData")).toHaveLength(0);
    await expect(callsTo("homepage")).toHaveLength(0);
  },
};

/** A learner of rank 1 anywhere but onboarding is sent to /onboarding; the home page never loads. */
export const NewcomerGoesToOnboarding: Story = {
  parameters: { msw: { handlers: campusHandlers({ login: fixtures.loginAnswer(fixtures.newcomer) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "Wybierz program" })).toBeVisible();
    await expect(callsTo("getUserData")).toHaveLength(1);
    await expect(callsTo("homepage")).toHaveLength(0);
  },
};

/** A learner of rank 2 who opens /onboarding goes home: onboarding is done with. */
export const OnboardedLeavesOnboarding: Story = {
  render: renderCampus({ path: "/onboarding", pages }),
  play: async ({ canvasElement }) => {
    await expect(await home(within(canvasElement))).toBeVisible();
    await expect(callsTo("onboarding")).toHaveLength(0);
  },
};

/** /login with a session leads home: there is nobody to sign in. */
export const SignedInSkipsLogin: Story = {
  render: renderCampus({ path: "/login", pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await home(canvas)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Zaloguj się" })).toBeNull();
  },
};

/**
 * Signing in from the login page returns the learner to the page they were going to (here /tools), not
 * home.
 */
export const SignInReturnsToPage: Story = {
  render: renderCampus({ path: "/tools", signedIn: false, pages }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Adres e-mail/), "learner@example.com");
    await userEvent.type(canvas.getByLabelText(/Hasło/), "campus-demo");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { level: 1, name: "Narzędzia" })).toBeVisible();
    await expect(await screen.findByText("Zalogowano pomyślnie")).toBeVisible();
  },
};

/**
 * A hand-off link from another product of the provider (tokens in the address): a token login with them,
 * the learner's home and 'login successful'.
 */
export const HandOffSignIn: Story = {
  render: renderCampus({
    path: "/",
    signedIn: false,
    addressSignIn: { kind: "hand-off", accessToken: "hand-off-access", refreshToken: "hand-off-refresh" },
    pages,
  }),
  play: async ({ canvasElement }) => {
    await expect(await home(within(canvasElement))).toBeVisible();
    await expect(await screen.findByText("Zalogowano pomyślnie")).toBeVisible();
    await expect(callsTo("urlLogin").map((call) => call.body)).toEqual([
      { accessToken: "hand-off-access", refreshToken: "hand-off-refresh" },
    ]);
    await expect(callsTo("getUserData")).toHaveLength(0);
  },
};

/**
 * A code that comes back with the state this browser stored: exchanged once with the stored verifier,
 * which is then forgotten.
 */
export const CodeSignIn: Story = {
  render: renderCampus({
    path: "/",
    signedIn: false,
    addressSignIn: { kind: "code", code: "code-from-provider", state: "state-of-this-browser" },
    stored: { codeVerifier: "verifier-of-this-browser", state: "state-of-this-browser" },
    pages,
  }),
  play: async ({ canvasElement }) => {
    await expect(await home(within(canvasElement))).toBeVisible();
    await expect(await screen.findByText("Zalogowano pomyślnie")).toBeVisible();
    await expect(callsTo("exchangeCode").map((call) => call.body)).toEqual([
      { code: "code-from-provider", codeVerifier: "verifier-of-this-browser" },
    ]);
    await expect(localStorage.getItem("codeVerifier")).toBeNull();
  },
};

/**
 * A code whose state is not the one this browser stored (a sign-in this browser never started): never
 * exchanged; the login page with the translated login error.
 */
export const CodeStateMismatch: Story = {
  render: renderCampus({
    path: "/",
    signedIn: false,
    addressSignIn: { kind: "code", code: "code-from-elsewhere", state: "someone-elses-state" },
    stored: { codeVerifier: "verifier-of-this-browser", state: "state-of-this-browser" },
    pages,
  }),
  play: async ({ canvasElement }) => {
    await expect(await loginPage(within(canvasElement))).toBeVisible();
    await expect(await screen.findByText("Błąd logowania. Zaloguj się ponownie.")).toBeVisible();
    await expect(callsTo("exchangeCode")).toHaveLength(0);
    // The verifier served its one try.
    await expect(localStorage.getItem("codeVerifier")).toBeNull();
  },
};

/** The session's user cannot be fetched: the session is cleared, the login page with the login error. */
export const UserDataFails: Story = {
  parameters: { msw: { handlers: { session: [failure("getUserData", 500), ...campusHandlers().session] } } },
  play: async ({ canvasElement }) => {
    await expect(await loginPage(within(canvasElement))).toBeVisible();
    await expect(await screen.findByText("Błąd logowania. Zaloguj się ponownie.")).toBeVisible();
    await expect(callsTo("getUserData")).toHaveLength(1);
    await expect(callsTo("homepage")).toHaveLength(0);
    await expect(document.cookie).not.toMatch(/authorized=/);
  },
};
