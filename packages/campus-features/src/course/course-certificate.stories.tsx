import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { answer, callLog, campusHandlers, failure, fixtures, pageParameters, renderCampus } from "../testing";
import { fileAnswer } from "../testing/handlers";
import { callsTo, screen } from "../testing/play";
import { CoursePage } from "./course-page";

/** A finished course whose certificate was issued: the course page offers it again, with its public page. */
const finished = answer("course", (request: Request) =>
  fixtures.courseAnswerFor(request.url, callLog, fixtures.courseFinished),
);

const certificateFile = fileAnswer(
  "generateCertificate",
  () => ({ fileName: "certificate-c-intro-2026-11-20.png", text: "PNG" }),
  "image/png",
);

const meta = {
  title: "Pages/Course/Certificate",
  tags: ["responsive"],
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), pages: [finished, certificateFile, ...campusHandlers().pages] } },
  },
  render: renderCampus({
    path: "/course/c-intro",
    pages: [{ path: "/course/:id", element: <CoursePage /> }],
    // The review was offered before in this browser, so no dialog covers the page.
    stored: { "courseProgress:c-intro:reviewOffered": "2026-11-22T09:00:00.000Z" },
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
