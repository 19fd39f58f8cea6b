import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { answer, callLog, campusHandlers, failure, fixtures, pageParameters, renderCampus } from "../../testing";
import { fileAnswer } from "../../testing/handlers";
import { callsTo, screen } from "../../testing/play";
import { CoursePage } from "./course-page";

/**
 * A finished course whose certificate was issued: the course page offers it again (image and PDF) in the progress
 * card and at the course's ending, with its public page.
 */
const finished = answer("course", (request: Request) =>
  fixtures.courseAnswerFor(request.url, callLog, fixtures.courseFinished),
);

const certificateFile = fileAnswer(
  "generateCertificate",
  () => ({ fileName: "certificate-c-intro-2026-11-20.png", text: "PNG" }),
  "image/png",
);
const certificatePdf = fileAnswer(
  "generateCertificatePdf",
  () => ({ fileName: "certificate-c-intro-2026-11-20.pdf", text: "%PDF-1.3" }),
  "application/pdf",
);

const meta = {
  title: "Pages/Course/Certificate",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: {
      handlers: { ...campusHandlers(), pages: [finished, certificateFile, certificatePdf, ...campusHandlers().pages] },
    },
  },
  render: renderCampus({
    path: "/course/c-intro",
    // The review was offered to this account before (the fixture says so), so no dialog covers the page.
    pages: [{ path: "/course/:id", element: <CoursePage /> }],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ending = async () => {
  await screen.findByRole("heading", { level: 1, name: "Wprowadzenie do AI" });
  return within(screen.getByRole("region", { name: "Zakończenie kursu" }));
};

/** The certificate downloaded again (a toast says so) and the link to its public verification page. */
export const DownloadAgain: Story = {
  play: async () => {
    const section = await ending();
    await expect(section.getByRole("link", { name: "Publiczna strona certyfikatu" })).toHaveAttribute(
      "href",
      "/verify/cert-intro-anna",
    );
    await userEvent.click(section.getByRole("button", { name: "Pobierz certyfikat" }));
    await expect(await screen.findByText("Certyfikat został pobrany.")).toBeVisible();
    await expect(callsTo("generateCertificate")).toHaveLength(1);
  },
};

/** The download fails: an error toast, and the button stays to try again. */
export const DownloadFailed: Story = {
  parameters: {
    msw: { handlers: { pages: [finished, failure("generateCertificate", 500), ...campusHandlers().pages] } },
  },
  play: async () => {
    const section = await ending();
    await userEvent.click(section.getByRole("button", { name: "Pobierz certyfikat" }));
    await expect(await screen.findByText("Nie udało się pobrać certyfikatu. Spróbuj ponownie.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Pobierz certyfikat" })).toBeEnabled();
  },
};

/** The certificate at hand in the progress card: downloaded as a PDF to print, and its public page beside it. */
export const DownloadFromProgressCard: Story = {
  play: async () => {
    await screen.findByRole("heading", { level: 1, name: "Wprowadzenie do AI" });
    const status = within(screen.getByRole("region", { name: "Twój postęp" }));
    await expect(status.getByRole("button", { name: "Pobierz certyfikat" })).toBeVisible();
    await expect(status.getByRole("link", { name: "Publiczna strona certyfikatu" })).toHaveAttribute(
      "href",
      "/verify/cert-intro-anna",
    );
    await userEvent.click(status.getByRole("button", { name: "Pobierz PDF do druku" }));
    await expect(await screen.findByText("Certyfikat został pobrany.")).toBeVisible();
    await expect(callsTo("generateCertificatePdf")).toHaveLength(1);
    await expect(callsTo("generateCertificate")).toHaveLength(0);
  },
};
