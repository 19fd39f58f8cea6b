import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
  translated,
} from "../../testing";
import { fileAnswer } from "../../testing/handlers";
import { callsTo, screen, tabTo } from "../../testing/play";
import { HomePage } from "./home-page";

const home = [{ path: "/", element: <HomePage /> }];

const meta = {
  title: "Pages/Home",
  tags: ["responsive"],
  parameters: { ...pageParameters, msw: { handlers: campusHandlers() } },
  render: renderCampus({ path: "/", pages: home }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole("region", { name });

/**
 * The learner's home: the greeting, the course to continue (shown once, large), the courses in progress
 * and those not started, each with its program and progress.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
    const starting = await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    await expect(within(starting).getByText("Kontynuuj naukę")).toBeVisible();
    await expect(within(starting).getByRole("link", { name: "Kontynuuj kurs: Wprowadzenie do AI" })).toHaveAttribute(
      "href",
      "/course/c-intro",
    );
    await expect(within(starting).getByRole("progressbar", { name: /Postęp/ })).toHaveAttribute("aria-valuenow", "40");
    // The starting course is not repeated in the list of courses in progress.
    const started = section(canvas, "W trakcie");
    await expect(within(started).getAllByRole("article")).toHaveLength(1);
    await expect(within(started).getByRole("link", { name: "Pisanie promptów" })).toHaveAttribute(
      "href",
      "/course/c-prompting",
    );
    const notStarted = section(canvas, "Jeszcze nierozpoczęte");
    await expect(within(notStarted).getAllByRole("article")).toHaveLength(4);
    // The program above a card's title comes with the toolbar's call, which may answer after the courses.
    await expect((await within(notStarted).findAllByText("Podstawy AI")).length).toBeGreaterThan(0);
    await expect(callsTo("homepage")).toHaveLength(1);
  },
};

/**
 * Every lesson of the course to continue is done (issue 40): the hero names the next step, the closed test, and
 * leads there rather than back to the lessons.
 */
export const LessonsDone: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageLessonsDone)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starting = await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    await expect(within(starting).getByText("Twój następny krok")).toBeVisible();
    await expect(
      within(starting).getByRole("link", { name: "Przystąp do testu zamkniętego: Wprowadzenie do AI" }),
    ).toHaveAttribute("href", "/course-test/c-intro");
    await expect(within(starting).getByRole("progressbar", { name: /Postęp/ })).toHaveAttribute("aria-valuenow", "89");
  },
};

/** The same in English for a course that ends with a final work: the hero leads to it. */
export const FinalWorkNextEnglish: Story = {
  globals: { locale: "en" },
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageFinalWorkNextEn)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starting = await canvas.findByRole("region", { name: "Project: an AI assistant" });
    await expect(within(starting).getByText("Your next step")).toBeVisible();
    await expect(within(starting).getByRole("link", { name: /^Go to the final work: / })).toHaveAttribute(
      "href",
      "/course-final-work/c-final-single",
    );
  },
};

/** While the courses load: placeholders in the shape of the page, announced once as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [pending("homepage")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Cześć, Anna!" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Wczytywanie Twoich kursów…");
    await expect(canvas.getByRole("status").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

/** No courses at all: the page says so and leads to the programs. */
export const Empty: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageEmpty)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Nie masz jeszcze kursów")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Przeglądaj programy" })).toHaveAttribute("href", "/programs");
    await expect(canvas.queryByRole("region", { name: "W trakcie" })).toBeNull();
  },
};

/** Nothing started yet: the first course to begin with and 'start', no list of courses in progress. */
export const NothingStarted: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageNothingStarted)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starting = await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    await expect(within(starting).getByText("Zacznij tutaj")).toBeVisible();
    await expect(within(starting).getByRole("link", { name: "Rozpocznij kurs: Wprowadzenie do AI" })).toBeVisible();
    await expect(within(starting).queryByRole("progressbar")).toBeNull();
    await expect(canvas.queryByRole("region", { name: "W trakcie" })).toBeNull();
    await expect(within(section(canvas, "Jeszcze nierozpoczęte")).getAllByRole("article")).toHaveLength(2);
  },
};

const homepageDown = outage("homepage", 500, fixtures.homepage);

/**
 * The courses failed to load: the page and a toast say so (SPEC section 8), and the page offers a retry, reached by keyboard; the retry shows
 * the courses.
 */
export const LoadErrorRetried: Story = {
  parameters: { msw: { handlers: { pages: [homepageDown.handler] } } },
  beforeEach: () => homepageDown.start(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nie udało się wczytać strony głównej.");
    // SPEC section 8's toast besides the page's own error (the toast sits outside the page).
    await expect(
      await screen.findByText("Wystąpił błąd podczas wczytywania strony głównej. Spróbuj ponownie."),
    ).toBeVisible();
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    homepageDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("region", { name: "Wprowadzenie do AI" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(callsTo("homepage").length).toBeGreaterThanOrEqual(2));
  },
};

/** The learner's organization gives no access to this section (403): SPEC section 8's message. */
export const NoAccess: Story = {
  parameters: { msw: { handlers: { pages: [failure("homepage", 403, "Forbidden")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Nie masz dostępu do tej sekcji.");
    // A refusal is not retried behind the learner's back.
    await expect(callsTo("homepage")).toHaveLength(1);
  },
};

/** The content does not exist in the chosen language (406): SPEC section 8's message. */
export const NotInLanguage: Story = {
  parameters: { msw: { handlers: { pages: [failure("homepage", 406, "Not acceptable")] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Wybrany zasób nie jest dostępny w wybranym języku.",
    );
  },
};

/** Long Polish names and titles wrap inside their cards and the greeting; nothing overflows the page. */
export const LongPolishText: Story = {
  parameters: {
    msw: {
      handlers: {
        ...campusHandlers({ login: fixtures.loginAnswer(fixtures.longNamedLearner) }),
        pages: [answer("homepage", fixtures.homepageLongText)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Cześć, Konstantynopolitańczykowianeczka!" }),
    ).toBeVisible();
    await canvas.findByRole("region", { name: fixtures.courses.longTitle.title });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The campus in English: the interface from the locale file, the content as the API sends it in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Hello, Anna!" })).toBeVisible();
    const starting = await canvas.findByRole("region", { name: "Introduction to AI" });
    await expect(within(starting).getByRole("link", { name: "Continue the course: Introduction to AI" })).toBeVisible();
    await expect(section(canvas, "Not started yet")).toBeVisible();
  },
};

/**
 * Courses of a program above the learner's rank show with a lock and 'rank too low'; they have no link, so
 * neither a click nor the keyboard opens them.
 */
export const CourseAboveRank: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageAboveRank)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Pisanie promptów" });
    const notStarted = section(canvas, "Jeszcze nierozpoczęte");
    const cards = within(notStarted).getAllByRole("article");
    const locked = cards.filter((card) => card.dataset.locked === "true");
    await expect(locked).toHaveLength(2);
    for (const card of locked) {
      await expect(within(card).getByText("Zbyt niska ranga")).toBeVisible();
      await expect(within(card).queryByRole("link")).toBeNull();
    }
    // The keyboard goes from the last open course past the locked ones.
    const open = within(notStarted).getByRole("link", { name: "Etyka AI" });
    await tabTo(open, 40);
    await userEvent.tab();
    await expect(notStarted.contains(document.activeElement)).toBe(false);
  },
};

/**
 * More courses than two rows: the first six show, and 'show all' reveals the rest with focus on the first
 * course it revealed, so a keyboard user goes on from there.
 */
export const ManyCourses: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageManyCourses)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    const notStarted = section(canvas, "Jeszcze nierozpoczęte");
    await expect(within(notStarted).getAllByRole("article")).toHaveLength(6);
    const showAll = within(notStarted).getByRole("button", { name: "Pokaż wszystkie (8)" });
    await tabTo(showAll, 60);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(notStarted).getAllByRole("article")).toHaveLength(8));
    await waitFor(() => expect(within(notStarted).getByRole("link", { name: "Wideo z AI" })).toHaveFocus());
    await expect(within(notStarted).queryByRole("button", { name: /Pokaż wszystkie/ })).toBeNull();
    await expect(screen.queryByRole("alert")).toBeNull();
  },
};

/**
 * A catalogue larger than the home page is sent: the first twelve not-started courses (six at first, 'show all'
 * for the rest) and a link to the programs, where the other 35 wait; the keyboard reaches it with a visible focus.
 */
export const MoreCoursesThanSent: Story = {
  parameters: { msw: { handlers: { pages: [answer("homepage", fixtures.homepageMoreThanSent)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Wprowadzenie do AI" });
    const notStarted = section(canvas, "Jeszcze nierozpoczęte");
    await expect(within(notStarted).getAllByRole("article")).toHaveLength(6);
    await expect(within(notStarted).getByRole("button", { name: "Pokaż wszystkie (12)" })).toBeVisible();
    const more = within(notStarted).getByRole("link", { name: "Jeszcze 35 kursów w programach" });
    await expect(more).toHaveAttribute("href", "/programs");
    await tabTo(more, 80);
    await expect(more).toHaveAttribute("data-focus-visible", "true");
    await expect(screen.queryByRole("alert")).toBeNull();
  },
};

/** The certificate's files as the API answers them (image and PDF). */
const certificateFiles = [
  fileAnswer(
    "generateCertificate",
    () => ({ fileName: "certificate-c-intro-2026-11-22.png", text: "PNG" }),
    "image/png",
  ),
  fileAnswer(
    "generateCertificatePdf",
    () => ({ fileName: "certificate-c-intro-2026-11-22.pdf", text: "%PDF-1.3" }),
    "application/pdf",
  ),
];
const completedHome = {
  msw: {
    handlers: {
      pages: [
        answer("homepage", translated({ pl: fixtures.homepageCompleted, en: fixtures.homepageCompletedEn })),
        ...certificateFiles,
        ...campusHandlers().pages,
      ],
    },
  },
};

/**
 * The moment after the closed test is passed (the learner is sent here, SPEC section 2): congratulations, the
 * certificate's likeness, its downloads, its public page and LinkedIn's add-to-profile form filled in.
 */
export const CourseCompleted: Story = {
  parameters: completedHome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("region", { name: "Gratulacje! Kurs „Wprowadzenie do AI” jest ukończony" });
    await expect(within(card).getByRole("img", { name: /Podgląd certyfikatu: Anna Nowak/ })).toBeVisible();
    const linkedIn = within(card).getByRole("link", { name: /Dodaj do profilu LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    const params = new URL(linkedIn.getAttribute("href") ?? "").searchParams;
    await expect(params.get("startTask")).toBe("CERTIFICATION_NAME");
    await expect(params.get("name")).toBe("Wprowadzenie do AI");
    await expect(params.get("certId")).toBe("4N8QZ2VX7KD1MB6TC9RW3PJH5F");
    await expect(within(card).getByRole("link", { name: "Publiczna strona certyfikatu" })).toHaveAttribute(
      "href",
      "/verify/4N8QZ2VX7KD1MB6TC9RW3PJH5F",
    );
    await userEvent.click(within(card).getByRole("button", { name: "Pobierz PDF do druku" }));
    // The toast sits outside the page.
    await expect(await screen.findByText("Certyfikat został pobrany.")).toBeVisible();
    await expect(callsTo("generateCertificatePdf")[0]?.url).toMatch(/generate-certificate-pdf\/c-intro$/);
    // The rest of home follows: the next course to take up.
    await expect(canvas.getByRole("region", { name: "Pisanie promptów" })).toBeVisible();
  },
};

/** The same moment in English. */
export const CourseCompletedEnglish: Story = {
  globals: { locale: "en" },
  parameters: completedHome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("region", {
      name: "Congratulations! You have completed “Introduction to AI”",
    });
    await expect(within(card).getByRole("button", { name: "Download certificate" })).toBeVisible();
    await expect(within(card).getByRole("link", { name: /Add to LinkedIn profile/ })).toBeVisible();
  },
};

/** The certificate downloads fail: an error toast, and the buttons stay to try again. */
export const CourseCompletedDownloadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [
          answer("homepage", fixtures.homepageCompleted),
          failure("generateCertificate", 500),
          ...campusHandlers().pages,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("region", { name: /Gratulacje!/ });
    await userEvent.click(within(card).getByRole("button", { name: "Pobierz certyfikat" }));
    await expect(await screen.findByText("Nie udało się pobrać certyfikatu. Spróbuj ponownie.")).toBeVisible();
    await expect(within(card).getByRole("button", { name: "Pobierz certyfikat" })).toBeEnabled();
  },
};

/** A course without a certificate completed: the congratulations and the way back to the course, nothing to download. */
export const CourseCompletedWithoutCertificate: Story = {
  parameters: {
    msw: { handlers: { pages: [answer("homepage", fixtures.homepageCompletedWithoutCertificate)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("region", { name: "Gratulacje! Kurs „Pisanie promptów” jest ukończony" });
    await expect(within(card).getByRole("link", { name: "Przejdź do kursu" })).toHaveAttribute(
      "href",
      "/course/c-prompting",
    );
    await expect(within(card).queryByRole("button")).toBeNull();
    await expect(within(card).queryByRole("img")).toBeNull();
  },
};
