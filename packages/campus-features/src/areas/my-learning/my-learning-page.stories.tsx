import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, campusHandlers, fixtures, outage, pageParameters, pending, renderCampus } from "../../testing";
import { fileAnswer } from "../../testing/handlers";
import { callsTo, screen, tabTo } from "../../testing/play";
import { MyLearningPage } from "./my-learning-page";

const pages = [{ path: "/my-learning", element: <MyLearningPage /> }];

const meta = {
  title: "Pages/My learning",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/my-learning", pages }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole("region", { name });
const article = (region: HTMLElement, name: string) => within(region).getByRole("article", { name });

/**
 * Every joined course in three parts: in progress with the next lesson, the minutes left and the progress; ready
 * for the ending with the way to the closed test or final work; completed with the certificate's PDF and public
 * page, or completed without a certificate.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Moja nauka" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Moja nauka – Campus AI"));

    const inProgress = await canvas.findByRole("region", { name: /^W trakcie/ });
    await expect(within(inProgress).getAllByRole("article")).toHaveLength(2);
    const intro = article(inProgress, "Wprowadzenie do AI");
    await expect(within(intro).getByText("Jak model dobiera słowa")).toBeVisible();
    await expect(within(intro).getByText("Zostało 35 minut")).toBeVisible();
    await expect(within(intro).getByText("Ukończone lekcje: 2 z 6")).toBeVisible();
    await expect(within(intro).getByRole("progressbar", { name: /Postęp/ })).toHaveAttribute("aria-valuenow", "38");
    await expect(within(intro).getByRole("link", { name: "Kontynuuj: Jak model dobiera słowa" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2",
    );
    await expect(within(intro).getByRole("link", { name: "Wprowadzenie do AI" })).toHaveAttribute(
      "href",
      "/course/c-intro",
    );
    await expect(within(article(inProgress, "Pisanie promptów")).getByText("Zostały 2 minuty")).toBeVisible();

    const ready = section(canvas, /^Gotowe do zakończenia/);
    await expect(
      within(article(ready, "Projekt: asystent AI")).getByRole("link", {
        name: "Przejdź do pracy końcowej: Projekt: asystent AI",
      }),
    ).toHaveAttribute("href", "/course-final-work/c-final-single");
    await expect(
      within(article(ready, "AI w biurze")).getByRole("link", { name: "Przystąp do testu zamkniętego: AI w biurze" }),
    ).toHaveAttribute("href", "/course-test/c-office");

    const completed = section(canvas, /^Ukończone/);
    const ethics = article(completed, "Etyka AI");
    await expect(within(ethics).getByText("Ukończono 12 listopada 2026")).toBeVisible();
    await expect(within(ethics).getByRole("button", { name: "Pobierz PDF do druku: Etyka AI" })).toBeVisible();
    await expect(within(ethics).getByRole("link", { name: "Publiczna strona certyfikatu: Etyka AI" })).toHaveAttribute(
      "href",
      "/verify/7T2KQ9WD4MX8RB1VN6PC3HJZ5G",
    );
    const teams = article(completed, "Zespoły i AI");
    await expect(within(teams).getByText("Ukończono bez certyfikatu: ten kurs go nie wydaje.")).toBeVisible();
    await expect(within(teams).queryByRole("button")).toBeNull();
    await expect(callsTo("myLearning")).toHaveLength(1);
  },
};

/** The same in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "My learning" })).toBeVisible();
    const inProgress = await canvas.findByRole("region", { name: /^In progress/ });
    await expect(within(article(inProgress, "Introduction to AI")).getByText("35 minutes left")).toBeVisible();
    await expect(within(article(inProgress, "Writing prompts")).getByText("2 minutes left")).toBeVisible();
    const completed = section(canvas, /^Completed/);
    await expect(within(article(completed, "AI ethics")).getByText("Completed on 12 November 2026")).toBeVisible();
    await expect(
      within(article(completed, "Teams and AI")).getByText(
        "Completed without certificate: this course does not issue one.",
      ),
    ).toBeVisible();
  },
};

/** The certificate's PDF downloaded again from the completed course, reached by keyboard: a toast says so. */
export const CertificatePdf: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          fileAnswer(
            "generateCertificatePdf",
            () => ({ fileName: "certificate-c-ethics-2026-11-12.pdf", text: "%PDF-1.3" }),
            "application/pdf",
          ),
          ...campusHandlers().pages,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const completed = await canvas.findByRole("region", { name: /^Ukończone/ });
    await tabTo(within(completed).getByRole("button", { name: "Pobierz PDF do druku: Etyka AI" }), 60);
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Certyfikat został pobrany.")).toBeVisible();
    await expect(callsTo("generateCertificatePdf")[0]?.url).toMatch(/generate-certificate-pdf\/c-ethics$/);
  },
};

const [ethics, ...otherCompleted] = fixtures.myLearning.completed;
/** Staff revoked the ethics certificate: the course says so and keeps its public page, which says why. */
const revoked = {
  ...fixtures.myLearning,
  completed: [
    ...(ethics?.certificate
      ? [
          {
            ...ethics,
            certificate: {
              ...ethics.certificate,
              status: "revoked" as const,
              revokedReason: "Wydany przez pomyłkę.",
              revokedAt: "2026-11-20T12:00:00.000Z",
            },
          },
        ]
      : []),
    ...otherCompleted,
  ],
};

/** A certificate revoked by staff: no download, the word that it was revoked and its public page. */
export const CertificateRevoked: Story = {
  parameters: { msw: { handlers: { pages: [answer("myLearning", revoked), ...campusHandlers().pages] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const completed = await canvas.findByRole("region", { name: /^Ukończone/ });
    const card = article(completed, "Etyka AI");
    await expect(within(card).getByText("Certyfikat został unieważniony.")).toBeVisible();
    await expect(within(card).queryByRole("button")).toBeNull();
    await expect(within(card).getByRole("link", { name: "Publiczna strona certyfikatu: Etyka AI" })).toHaveAttribute(
      "href",
      "/verify/7T2KQ9WD4MX8RB1VN6PC3HJZ5G",
    );
  },
};

/** A learner who has joined nothing: the page says so and leads to the programs. */
export const Empty: Story = {
  parameters: { msw: { handlers: { pages: [answer("myLearning", fixtures.myLearningEmpty)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Nie masz jeszcze rozpoczętych kursów")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Przeglądaj programy" })).toHaveAttribute("href", "/programs");
    await expect(canvas.queryByRole("region", { name: /^W trakcie/ })).toBeNull();
  },
};

/** While the courses load: placeholders in the shape of the list, announced once as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("myLearning")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Moja nauka" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Wczytywanie Twoich kursów…");
  },
};

const myLearningDown = outage("myLearning", 500, fixtures.myLearning);

/** The courses failed to load: the page says so and offers a retry, reached by keyboard, which shows them. */
export const LoadErrorRetried: Story = {
  parameters: { msw: { handlers: { pages: [myLearningDown.handler] } } },
  beforeEach: () => myLearningDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać Twojej nauki.");
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    myLearningDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("region", { name: /^W trakcie/ })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The courses failed to load and stay so: the message and its retry, as the learner sees them. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { pages: [outage("myLearning", 500, fixtures.myLearning).handler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert", {}, { timeout: 15000 })).toHaveTextContent(
      "Nie udało się wczytać Twojej nauki.",
    );
  },
};
