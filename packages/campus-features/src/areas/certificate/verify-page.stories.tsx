import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { certificateFixtures, certificateHandlers, outage, pageParameters, pending, renderCampus } from "../../testing";
import { callsTo, screen } from "../../testing/play";
import { VerifyPage } from "./verify-page";

const { REVOKED_ID, UNKNOWN_ID, VALID_ID, validCertificate } = certificateFixtures;

/** The public page at /verify/{id}, for a visitor with no session (as a QR code's reader is). */
const at = (id: string, signedIn = false) =>
  renderCampus({
    path: `/verify/${id}`,
    pages: [],
    publicPages: [{ path: "/verify/:id", element: <VerifyPage /> }],
    signedIn,
  });

const withCertificates = (...first: HttpHandler[]) => ({
  msw: { handlers: { pages: [...first, ...certificateHandlers()] } },
});

const meta = {
  title: "Pages/Verify",
  tags: ["responsive"],
  parameters: { ...pageParameters, ...withCertificates() },
  render: at(VALID_ID),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const details = () => within(screen.getByRole("region", { name: "Dane certyfikatu" }));
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content");

/** A valid certificate: status, holder, course, date, issuer and id as issued, a link to the signed data. */
export const Valid: Story = {
  play: async () => {
    await expect(await h1("Certyfikat jest ważny")).toBeVisible();
    await expect(details().getByText("Ważny")).toBeVisible();
    await expect(details().getByText("Żaneta Gęślą-Wójcik")).toBeVisible();
    await expect(details().getByText("Wprowadzenie do sztucznej inteligencji w pracy zespołów")).toBeVisible();
    await expect(details().getByText("20 listopada 2026")).toBeVisible();
    await expect(details().getByText(VALID_ID)).toBeVisible();
    await expect(screen.getByRole("link", { name: "Podpisane dane certyfikatu (Open Badges 3.0)" })).toHaveAttribute(
      "href",
      `/api/certificates/${VALID_ID}`,
    );
    await expect(screen.getByRole("link", { name: "Przejdź do Campus AI" })).toHaveAttribute("href", "/");
    // Not for search engines, and a title of its own; no sign-in was asked for.
    await waitFor(() => expect(robots()).toBe("noindex, nofollow"));
    await waitFor(() => expect(document.title).toBe("Certyfikat jest ważny – Campus AI"));
    await expect(callsTo("getUserData")).toHaveLength(0);
  },
};

/** Revoked by staff: said at the top with the day, and the reason shown; no signed data is offered. */
export const Revoked: Story = {
  render: at(REVOKED_ID),
  play: async () => {
    await expect(await h1("Certyfikat został unieważniony")).toBeVisible();
    await expect(screen.getByText(/unieważnił ten certyfikat 18 listopada 2026/)).toBeVisible();
    await expect(screen.getByText("Powód unieważnienia")).toBeVisible();
    await expect(details().getByText("Unieważniony")).toBeVisible();
    // The course keeps the language it was issued in.
    await expect(details().getByText("Prompt engineering in practice")).toHaveAttribute("lang", "en");
    await expect(screen.queryByRole("link", { name: /Open Badges/ })).toBeNull();
  },
};

/** An id no certificate has: said plainly, with what to check; no retry, no redirect to the not-found page. */
export const Unknown: Story = {
  render: at(UNKNOWN_ID),
  play: async () => {
    await expect(await h1("Nie znaleziono certyfikatu")).toBeVisible();
    await expect(screen.getByText(new RegExp(`identyfikatorze ${UNKNOWN_ID}`))).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Spróbuj ponownie" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Nie znaleziono certyfikatu – Campus AI"));
  },
};

/** While the record loads: the page's heading and skeletons shaped like the record, announced once. */
export const Loading: Story = {
  parameters: withCertificates(pending("certificate")),
  play: async () => {
    await expect(await h1("Weryfikacja certyfikatu")).toBeVisible();
    await expect(screen.getByRole("status")).toHaveTextContent("Sprawdzamy certyfikat…");
  },
};

const down = outage("certificate", 500, validCertificate);

/** The look-up failed: a translated message and a retry, which shows the certificate once the API answers. */
export const LoadError: Story = {
  parameters: withCertificates(down.handler),
  beforeEach: () => down.start(),
  play: async () => {
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się sprawdzić certyfikatu. Spróbuj ponownie za chwilę.");
    down.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await h1("Certyfikat jest ważny")).toBeVisible();
  },
};

/** In English: labels and the date follow the language, the holder and the course stay as issued. */
export const English: Story = {
  globals: { locale: "en" },
  play: async () => {
    await expect(await h1("This certificate is valid")).toBeVisible();
    const record = within(screen.getByRole("region", { name: "Certificate details" }));
    await expect(record.getByText("20 November 2026")).toBeVisible();
    await expect(record.getByText("Żaneta Gęślą-Wójcik")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("This certificate is valid – Campus AI"));
  },
};
