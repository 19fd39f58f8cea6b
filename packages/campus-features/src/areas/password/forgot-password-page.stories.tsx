import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, callPath, campusHandlers, failure, pageParameters, renderCampus } from "../../testing";
import { homeRoute } from "../../testing/home-route";
import { callsTo, tabTo } from "../../testing/play";

const meta = {
  title: "Pages/Forgot password",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), password: [answer("requestPasswordReset", { success: true })] } },
  },
  render: renderCampus({ path: "/forgot-password", signedIn: false, pages: [homeRoute] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const emailField = (canvas: Canvas) => canvas.findByLabelText(/Adres e-mail/);
const send = (canvas: Canvas) => canvas.getByRole("button", { name: "Wyślij link" });

/** The form: one labelled email field as the login page has it, the page's title and the way back to sign in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Nie pamiętasz hasła?" })).toBeVisible();
    await expect(await emailField(canvas)).toHaveAttribute("autocomplete", "username");
    await expect(canvas.getByRole("link", { name: "Wróć do logowania" })).toHaveAttribute("href", "/login");
    await waitFor(() => expect(document.title).toBe("Nie pamiętasz hasła – Campus AI"));
  },
};

/**
 * Sent: the same confirmation whether the address has an account or not, with the link's hour and the spam
 * folder; focus moves to its heading. The mail is asked for in the page's language.
 */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), "  learner@example.com ");
    await userEvent.click(send(canvas));
    const heading = await canvas.findByRole("heading", { level: 1, name: "Sprawdź swoją skrzynkę" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        "Jeśli istnieje konto z adresem learner@example.com, wysłaliśmy na ten adres link do ustawienia nowego hasła.",
      ),
    ).toBeVisible();
    await expect(canvas.getByText("Link jest ważny przez godzinę i działa tylko raz.")).toBeVisible();
    await expect(canvas.getByText("Nie widzisz wiadomości? Sprawdź folder spam lub oferty.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Wróć do logowania" })).toHaveAttribute("href", "/login");
    await expect(callsTo("requestPasswordReset").map((call) => call.body)).toEqual([
      { email: "learner@example.com", language: "pl" },
    ]);
  },
};

/** Sending by keyboard with nothing typed, then a malformed address: the login form's messages, nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await emailField(canvas);
    await tabTo(send(canvas));
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Wpisz adres e-mail.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "anna@firma");
    await tabTo(send(canvas), 3);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Wpisz poprawny adres e-mail, np. anna@firma.pl.")).toBeVisible();
    await expect(callsTo("requestPasswordReset")).toHaveLength(0);
  },
};

/**
 * One address asked too often: the server refuses with 429 and `Retry-After` (600 s); the form says in how many
 * minutes to try again, focus moves to the message, and the address stays.
 */
export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: {
        password: [failure("requestPasswordReset", 429, "Too many reset requests.", { "Retry-After": "600" })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), "learner@example.com");
    await userEvent.keyboard("{Enter}");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Zbyt wiele próśb o link dla tego adresu. Spróbuj ponownie za 10 minut.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/Adres e-mail/)).toHaveValue("learner@example.com");
    await expect(send(canvas)).toBeEnabled();
  },
};

/** No answer at all: the form says so, keeps the typed address, and sending again works. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { password: [http.post(callPath("requestPasswordReset"), () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), "learner@example.com");
    await userEvent.click(send(canvas));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wysłać linku. Sprawdź połączenie i spróbuj ponownie.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/Adres e-mail/)).toHaveValue("learner@example.com");
  },
};

/** In English, the link's mail is asked for in English too. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email address/), "learner@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send the link" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(callsTo("requestPasswordReset")[0]?.body).toEqual({ email: "learner@example.com", language: "en" });
  },
};
