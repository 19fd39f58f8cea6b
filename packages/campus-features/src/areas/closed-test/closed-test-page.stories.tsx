import type { AnswerOf, ClosedTest } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useSearchParams } from "react-router";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  callLog,
  campusHandlers,
  closedTestHandlers,
  failure,
  fixtures,
  lessonsLeftRefusal,
  outage,
  pageParameters,
  pending,
  renderCampus,
  storyNow,
} from "../../testing";
import { callsTo, screen, tabTo } from "../../testing/play";
import { ClosedTestPage } from "./closed-test-page";

/** Where a passed test leads (SPEC section 2); the home page itself is another area's. */
function HomeStandIn() {
  return <h1 className="px-6 pt-10 text-title font-bold text-hero-fg">Strona główna</h1>;
}

/** Where a lesson link leads: the course page with the lesson open (another area's). */
function LessonStandIn() {
  const [search] = useSearchParams();
  return <h1 className="px-6 pt-10 text-title font-bold text-hero-fg">Lekcja {search.get("lesson")}</h1>;
}

const testPages = [
  { path: "/course-test/:id", element: <ClosedTestPage /> },
  { path: "/", element: <HomeStandIn /> },
];
const keptKey = `closedTest:${fixtures.learner._id}:c-intro`;
const at = (stored: Record<string, string> = {}, pages = testPages) =>
  renderCampus({ path: "/course-test/c-intro", pages, stored });
/** A test kept on this device, as a reload finds it; `minutes` into its attempt (the story's clock stands still). */
const kept = (
  index: number,
  answers: Record<number, string[]>,
  check: object | null = null,
  minutes = 0,
  pages = testPages,
) =>
  at({ [keptKey]: JSON.stringify({ index, answers, check, startedAt: storyNow.getTime() - minutes * 60_000 }) }, pages);

/** The page's handlers: the course (joined unless told), the test's calls, then the campus's. */
const withPages = (
  {
    test = fixtures.closedTest,
    course = fixtures.courseStarted,
  }: { test?: ClosedTest; course?: AnswerOf<"course"> } = {},
  ...first: HttpHandler[]
) => ({
  msw: {
    handlers: {
      ...campusHandlers(),
      pages: [
        ...first,
        answer("course", (request: Request) => fixtures.courseAnswerFor(request.url, callLog, course)),
        ...closedTestHandlers(test, test === fixtures.closedTest ? fixtures.closedTestEn : test),
        ...campusHandlers().pages,
      ],
    },
  },
});

const meta = {
  title: "Pages/CourseTest",
  tags: ["responsive"],
  parameters: { ...pageParameters, ...withPages() },
  render: at(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const startButton = () => screen.findByRole("button", { name: "Rozpocznij test" });
const next = () => userEvent.click(screen.getByRole("button", { name: /Dalej/ }));
/** The idempotency keys of the checks sent, in order. */
const sentKeys = () =>
  callsTo("checkClosedTest").map((call) => (call.body as { idempotencyKey?: string }).idempotencyKey);
const endButton = () => screen.getByRole("button", { name: "Zakończ test" });

/** Ends the test from its last question and confirms. */
async function endAndConfirm() {
  await userEvent.click(endButton());
  const dialog = await screen.findByRole("alertdialog", { name: "Zakończyć test?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Zakończ test" }));
}

/**
 * NOT_STARTED: the course's title, four questions, the pass mark from the server (75%), at most 20 minutes,
 * unlimited retakes, the certificate, Start and the way back to the course.
 */
export const Start: Story = {
  play: async () => {
    await expect(await h1("Wprowadzenie do AI")).toBeVisible();
    const crumbs = screen.getByRole("navigation", { name: "Ścieżka nawigacji" });
    await expect(within(crumbs).getByRole("link", { name: "Wprowadzenie do AI" })).toHaveAttribute(
      "href",
      "/course/c-intro",
    );
    const start = screen.getByRole("region", { name: "Test zamknięty" });
    for (const fact of [
      "4 pytania",
      "Próg zaliczenia: 75%",
      "Test zajmie maksymalnie 20 minut",
      "Możesz go powtarzać bez limitu",
      "Po zdaniu testu pobierzesz certyfikat",
    ]) {
      await expect(within(start).getByText(fact)).toBeVisible();
    }
    await expect(within(start).getByRole("link", { name: "Wróć do kursu" })).toHaveAttribute("href", "/course/c-intro");
    await expect(document.title).toBe("Test: Wprowadzenie do AI – Campus AI");
    // Before the test starts, the footer is there as on every page.
    await waitFor(() => expect(screen.getByRole("contentinfo")).toBeInTheDocument());
    await tabTo(await startButton(), 60);
  },
};

/** The test in English: the interface from the locale file, the questions as the API sends them in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async () => {
    await expect(await h1("Introduction to AI")).toBeVisible();
    await expect(screen.getByText("4 questions")).toBeVisible();
    await expect(screen.getByText("The test takes at most 20 minutes")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Start the test" }));
    await expect(await screen.findByText("Question 1 of 4")).toBeVisible();
    await expect(screen.getByRole("radiogroup", { name: "What is a language model?" })).toBeVisible();
    await expect(screen.getByText("Choose one answer")).toBeVisible();
  },
};

/** A placement course: its test is open from the start, before any lesson (issue 40), and not joined yet. */
const placementNotJoined: AnswerOf<"course"> = {
  data: {
    ...fixtures.courseNotStarted.data,
    course: { ...fixtures.courseNotStarted.data.course, endingOpenFromStart: true },
  },
};

/**
 * A learner who has not joined a placement course (its test open from the start): the start says so, and
 * Start offers to join first; joining starts the test at once. Any other course's test opens only after its
 * lessons, which joins it (LessonsLeft).
 */
export const NotJoined: Story = {
  parameters: withPages({ course: placementNotJoined }),
  play: async () => {
    await h1("Wprowadzenie do AI");
    await expect(
      screen.getByText("Nie dołączono jeszcze do tego kursu: dołączysz przed rozpoczęciem testu."),
    ).toBeVisible();
    await userEvent.click(await startButton());
    const dialog = await screen.findByRole("dialog", { name: "Dołącz do kursu" });
    await expect(dialog).toHaveTextContent("Dołącz do kursu „Wprowadzenie do AI”, a od razu zaczniesz test.");
    await expect(within(dialog).getByRole("button", { name: "Dołącz i rozpocznij test" })).toHaveFocus();
  },
};

/** Joining from the dialog (a placement course): the course is joined and the first question opens with focus on it. */
export const JoinedAndStarted: Story = {
  parameters: withPages({ course: placementNotJoined }),
  play: async () => {
    await userEvent.click(await startButton());
    const dialog = await screen.findByRole("dialog", { name: "Dołącz do kursu" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Dołącz i rozpocznij test" }));
    await expect(await screen.findByText("Pytanie 1 z 4")).toBeVisible();
    await expect(callsTo("joinCourse")).toHaveLength(1);
  },
};

/**
 * IN_PROGRESS, a single-choice question: 'Question 1 of 4', the time spent against the limit, the progress bar
 * and 'Choose one answer'; the answer picked by keyboard is kept on the device at once, with the attempt's start. The footer is left out while the test is under way
 * (SPEC section 2: hidden per page).
 */
export const SingleChoiceQuestion: Story = {
  play: async () => {
    await userEvent.click(await startButton());
    await expect(await screen.findByText("Pytanie 1 z 4")).toBeVisible();
    await expect(screen.getByText("Czas: 00:00 z 20:00")).toBeVisible();
    await expect(screen.getByRole("progressbar", { name: "Postęp testu" })).toBeVisible();
    await expect(screen.queryByRole("contentinfo")).toBeNull();
    const group = screen.getByRole("radiogroup", { name: "Co to jest model językowy?" });
    await expect(within(group).getByText("Wybierz jedną odpowiedź")).toBeVisible();
    await userEvent.click(within(group).getByRole("radio", { name: "Program przewidujący tekst" }));
    await expect(within(group).getByRole("radio", { name: "Program przewidujący tekst" })).toBeChecked();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(keptKey) ?? "{}")).toMatchObject({
        answers: { 0: ["c-intro-t-q1-a1"] },
        startedAt: storyNow.getTime(),
      }),
    );
  },
};

/**
 * The time runs: 'Time: 12:34 of 20:00' beside the position, quiet (no live region reads it every second),
 * kept through a reload with the answers.
 */
export const TimeRunning: Story = {
  render: kept(1, { 0: ["c-intro-t-q1-a1"] }, null, 12 + 34 / 60),
  play: async () => {
    const time = await screen.findByText("Czas: 12:34 z 20:00");
    await expect(time).toBeVisible();
    await expect(time.closest("[role=status], [aria-live]")).toBeNull();
    await expect(screen.queryByText(/Minął czas na test/)).toBeNull();
  },
};

/** Past the 20 minutes: the page says so, and the test can still be ended (nothing is locked). */
export const TimeOver: Story = {
  render: kept(3, fixtures.passingAnswers, null, 23 + 5 / 60),
  play: async () => {
    await expect(await screen.findByText("Czas: 23:05 z 20:00")).toBeVisible();
    await expect(
      screen.getByText("Minął czas na test (20 min). Możesz jeszcze zakończyć test i sprawdzić odpowiedzi."),
    ).toBeVisible();
    await expect(endButton()).toBeEnabled();
    await expect(screen.getByRole("radio", { name: "Tylko długość" })).toBeEnabled();
  },
};

/** Past the 20 minutes the answers are still checked: the server takes a late check, and the result shows. */
export const TimeOverChecked: Story = {
  render: kept(3, fixtures.passingAnswers, null, 45),
  play: async () => {
    await screen.findByText("Czas: 45:00 z 20:00");
    await endAndConfirm();
    await expect(await screen.findByText("Test zaliczony")).toBeVisible();
    await expect(callsTo("checkClosedTest")).toHaveLength(1);
  },
};

/** The time in English, past the limit. */
export const TimeOverEnglish: Story = {
  globals: { locale: "en" },
  render: kept(0, {}, null, 20),
  play: async () => {
    await expect(await screen.findByText("Time: 20:00 of 20:00")).toBeVisible();
    await expect(
      screen.getByText("The test's time (20 min) is over. You can still end the test and check your answers."),
    ).toBeVisible();
  },
};

/** A multiple-choice question: 'Choose all correct answers', checkboxes; Back returns to the first question. */
export const MultipleChoiceQuestion: Story = {
  play: async () => {
    await userEvent.click(await startButton());
    await next();
    await expect(await screen.findByText("Pytanie 2 z 4")).toBeVisible();
    const group = screen.getByRole("group", { name: "Które są narzędziami AI?" });
    await expect(within(group).getByText("Wybierz wszystkie poprawne odpowiedzi")).toBeVisible();
    await userEvent.click(within(group).getByRole("checkbox", { name: "Generator obrazów" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "Asystent czatu" }));
    await expect(within(group).getAllByRole("checkbox", { checked: true })).toHaveLength(2);
    await expect(screen.getByRole("button", { name: "Wstecz" })).toBeVisible();
  },
};

/** A long Polish question, answers and course title wrap inside the card; nothing overflows. */
export const LongPolishText: Story = {
  parameters: withPages({ test: fixtures.closedTestLongText }),
  play: async () => {
    await userEvent.click(await startButton());
    await expect(await screen.findByText("Pytanie 1 z 4")).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: /Usunięcie lub zanonimizowanie/ }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A reload in the middle of the test: it reopens IN_PROGRESS at the question the learner was on, with every
 * answer chosen so far.
 */
export const ResumedAfterReload: Story = {
  render: kept(2, { 0: ["c-intro-t-q1-a1"], 1: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] }),
  play: async () => {
    await expect(await screen.findByText("Pytanie 3 z 4")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Wstecz" }));
    await expect(await screen.findByText("Pytanie 2 z 4")).toBeVisible();
    await expect(screen.getAllByRole("checkbox", { checked: true })).toHaveLength(2);
  },
};

/** Ending the test asks first and names the questions left without an answer. */
export const EndConfirmation: Story = {
  render: kept(3, { 0: ["c-intro-t-q1-a1"] }),
  play: async () => {
    await expect(await screen.findByText("Pytanie 4 z 4")).toBeVisible();
    await userEvent.click(endButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Zakończyć test?" });
    await expect(dialog).toHaveTextContent(/Bez odpowiedzi zostały 3 pytania: nr\s2, nr\s3 i nr\s4\./);
    await expect(within(dialog).getByRole("button", { name: "Wróć do testu" })).toHaveFocus();
    await expect(callsTo("checkClosedTest")).toHaveLength(0);
  },
};

/** The answers are on their way: the learner sees them being checked and cannot change them meanwhile. */
export const Checking: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({}, pending("checkClosedTest")),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await expect(await screen.findByText("Sprawdzamy odpowiedzi…")).toBeVisible();
    await expect(screen.getByRole("radio", { name: "Tylko długość" })).toBeDisabled();
    await waitFor(() => expect(sentKeys()).toHaveLength(1));
    await expect(sentKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect((callsTo("checkClosedTest")[0]?.body as { answers?: unknown[] } | undefined)?.answers).toHaveLength(4);
  },
};

const offline = () => {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  return () => {
    // The navigator's own property shows again.
    delete (navigator as { onLine?: boolean }).onLine;
  };
};

/**
 * Ended while offline: the page says plainly that the answers go out when the connection returns, and a
 * warning toast says it too (nothing failed); it keeps them (and the check's key) on the device, and sends
 * nothing meanwhile.
 */
export const OfflineWaiting: Story = {
  render: kept(3, fixtures.passingAnswers),
  beforeEach: offline,
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await expect(
      await screen.findByText("Jesteś offline: odpowiedzi zostaną wysłane, gdy połączenie wróci."),
    ).toBeVisible();
    const warning = await screen.findByText(
      "Odpowiedzi czekają na tym urządzeniu: zostaną wysłane, gdy wróci połączenie.",
    );
    await expect(warning.closest("[data-variant]")).toHaveAttribute("data-variant", "warning");
    await expect(callsTo("checkClosedTest")).toHaveLength(0);
    await expect(JSON.parse(localStorage.getItem(keptKey) ?? "{}").check.key).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** The connection returns: the kept check is sent once, with the key it was given, and the result shows. */
export const OfflineThenOnline: Story = {
  render: kept(3, fixtures.passingAnswers),
  beforeEach: offline,
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await screen.findByText("Jesteś offline: odpowiedzi zostaną wysłane, gdy połączenie wróci.");
    const key = JSON.parse(localStorage.getItem(keptKey) ?? "{}").check.key;
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event("online"));
    await expect(await screen.findByRole("heading", { name: "Wynik testu" })).toHaveFocus();
    await expect(callsTo("checkClosedTest")).toHaveLength(1);
    await expect(sentKeys()).toEqual([key]);
    await expect(localStorage.getItem(keptKey)).toBeNull();
  },
};

/**
 * PASSED in a course with a certificate: 3 of 4 (75%) against 75%, focus on the result's heading, the result
 * announced once, every question marked against the right answers (a passed check names them), and the
 * certificate's download.
 */
export const PassedWithCertificate: Story = {
  render: kept(3, fixtures.passingAnswers),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    const heading = await screen.findByRole("heading", { name: "Wynik testu" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.getByText("Test zaliczony")).toBeVisible();
    await expect(screen.getByText("Poprawne odpowiedzi: 3 z 4")).toBeVisible();
    await expect(screen.getByText("Próg zaliczenia: 75%")).toBeVisible();
    await expect(
      screen.getByText("Test zaliczony: 3 z 4 poprawnych odpowiedzi, 75%.", { selector: "[role=status]" }),
    ).toBeInTheDocument();
    const answers = screen.getByRole("region", { name: "Twoje odpowiedzi" });
    await expect(within(answers).getAllByText("Dobra odpowiedź!")).toHaveLength(3);
    await expect(within(answers).getAllByText("Niestety, to nie jest poprawna odpowiedź")).toHaveLength(1);
    await expect(
      within(answers).getByRole("radio", { name: /Fakty i źródła\s+Poprawna odpowiedź \(niezaznaczona\)/ }),
    ).toBeVisible();
    await expect(screen.queryByRole("region", { name: "Do powtórki" })).toBeNull();
    await expect(screen.getByRole("button", { name: "Pobierz certyfikat" })).toBeVisible();
  },
};

/** The certificate is generated and downloaded: 'certificate generated', then the home page (SPEC section 2). */
export const CertificateDownloaded: Story = {
  render: kept(3, fixtures.passingAnswers),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("button", { name: "Pobierz certyfikat" }));
    await expect(await screen.findByText("Certyfikat wygenerowany")).toBeVisible();
    await expect(await h1("Strona główna")).toBeVisible();
    await expect(callsTo("generateCertificate")).toHaveLength(1);
  },
};

/** The certificate failed: 'Certificate generation failed', and the learner stays on the result to try again. */
export const CertificateError: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({}, failure("generateCertificate", 500)),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("button", { name: "Pobierz certyfikat" }));
    await expect(await screen.findByText("Nie udało się wygenerować certyfikatu")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Pobierz certyfikat" })).toBeEnabled();
  },
};

/** PASSED in a course without a certificate: Finish the course instead of the download. */
export const PassedWithoutCertificate: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({ test: fixtures.closedTestNoCertificate }),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await expect(await screen.findByText("Test zaliczony")).toBeVisible();
    await expect(screen.getByText("Gratulacje, kurs jest ukończony!")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Zakończ kurs" })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Pobierz certyfikat" })).toBeNull();
  },
};

/** Finishing the course: 'course finished', then the home page. */
export const CourseFinished: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({ test: fixtures.closedTestNoCertificate }),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("button", { name: "Zakończ kurs" }));
    await expect(await screen.findByText("Kurs ukończony")).toBeVisible();
    await expect(await h1("Strona główna")).toBeVisible();
    await expect(callsTo("finishWithoutCertificate")).toHaveLength(1);
  },
};

/** Finishing failed: 'Course finish failed', and the learner stays to try again. */
export const FinishError: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({ test: fixtures.closedTestNoCertificate }, failure("finishWithoutCertificate", 500)),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("button", { name: "Zakończ kurs" }));
    await expect(await screen.findByText("Nie udało się zakończyć kursu")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Zakończ kurs" })).toBeVisible();
  },
};

/**
 * FAILED: 1 of 4 (25%) against 75%, and what to review: the three questions answered wrongly or not at all, what
 * was picked, and a link to the lesson (or sub-lesson) of each. No right answer is shown: the retake asks the
 * same questions.
 */
export const Failed: Story = {
  render: kept(3, fixtures.failingAnswers),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await expect(await screen.findByText("Test niezaliczony")).toBeVisible();
    await expect(screen.getByText("Poprawne odpowiedzi: 1 z 4")).toBeVisible();
    await expect(
      screen.getByText(
        "Tym razem się nie udało. Powtórz lekcje wskazane poniżej i rozwiąż test ponownie, bez limitu podejść.",
      ),
    ).toBeVisible();
    const review = screen.getByRole("region", { name: "Do powtórki" });
    await expect(within(review).getByText("Pytania z błędną odpowiedzią lub bez odpowiedzi: 3 z 4.")).toBeVisible();
    const questions = within(review).getAllByRole("listitem");
    await expect(questions.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Pytanie 2",
      "Pytanie 3",
      "Pytanie 4",
    ]);
    await expect(within(review).getByText("Twoja odpowiedź: Kalkulator mechaniczny")).toBeVisible();
    await expect(within(review).getByText("Bez odpowiedzi")).toBeVisible();
    const lessons = within(review).getAllByRole("link");
    await expect(lessons.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Powtórz lekcję: Czym jest sztuczna inteligencja?", "/course/c-intro?lesson=c-intro-l1"],
      ["Powtórz lekcję: Praca z AI krok po kroku", "/course/c-intro?lesson=c-intro-l4"],
      ["Powtórz lekcję: Sprawdzanie odpowiedzi", "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2"],
    ]);
    // Nothing names the right answers: no marks, no verdicts, no answer the learner did not pick.
    await expect(screen.queryByText(/Poprawna odpowiedź/)).toBeNull();
    await expect(screen.queryByText("Generator obrazów")).toBeNull();
    await expect(screen.queryByRole("region", { name: "Twoje odpowiedzi" })).toBeNull();
    await expect(screen.getByRole("button", { name: "Rozwiąż ponownie" })).toBeVisible();
  },
};

/** FAILED, the questions to review in view: each with what was picked and its lesson's link. */
export const FailedReview: Story = {
  render: kept(3, fixtures.failingAnswers),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    const review = await screen.findByRole("region", { name: "Do powtórki" });
    review.scrollIntoView({ block: "start" });
    await expect(within(review).getByRole("link", { name: "Powtórz lekcję: Sprawdzanie odpowiedzi" })).toBeVisible();
  },
};

/** FAILED in English, its review in view: the lessons' titles as the API sends them in English. */
export const FailedEnglish: Story = {
  globals: { locale: "en" },
  render: kept(3, fixtures.failingAnswers),
  play: async () => {
    await screen.findByText("Question 4 of 4");
    await userEvent.click(screen.getByRole("button", { name: "End the test" }));
    const dialog = await screen.findByRole("alertdialog", { name: "End the test?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "End the test" }));
    const review = await screen.findByRole("region", { name: "To review" });
    review.scrollIntoView({ block: "start" });
    await expect(within(review).getByText("Questions answered wrongly or not at all: 3 of 4.")).toBeVisible();
    await expect(within(review).getByRole("link", { name: "Review the lesson: Checking the answers" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2",
    );
  },
};

/** A lesson link of a failed test leads to the lesson on the course page. */
export const FailedToLesson: Story = {
  render: kept(3, fixtures.failingAnswers, null, 0, [
    ...testPages,
    { path: "/course/:id", element: <LessonStandIn /> },
  ]),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("link", { name: "Powtórz lekcję: Praca z AI krok po kroku" }));
    await expect(await h1("Lekcja c-intro-l4")).toBeVisible();
  },
};

/**
 * A retake keeps the questions and the pass mark (SPEC section 4) and returns to the start, with focus on it; the
 * new attempt's time starts from zero.
 */
export const Retake: Story = {
  render: kept(3, fixtures.failingAnswers, null, 7),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    await userEvent.click(await screen.findByRole("button", { name: "Rozwiąż ponownie" }));
    await expect(await screen.findByRole("heading", { name: "Test zamknięty", level: 2 })).toHaveFocus();
    await expect(screen.getByText("Próg zaliczenia: 75%")).toBeVisible();
    await expect(screen.getByText("4 pytania")).toBeVisible();
    await userEvent.click(await startButton());
    await expect(await screen.findByText("Pytanie 1 z 4")).toBeVisible();
    await expect(screen.getByText("Czas: 00:00 z 20:00")).toBeVisible();
    await expect(screen.queryAllByRole("radio", { checked: true })).toHaveLength(0);
    // The same questions, in the same order.
    for (const [index, question] of fixtures.closedTest.questions.entries()) {
      await screen.findByText(`Pytanie ${index + 1} z 4`);
      const role = question.type === "single" ? "radiogroup" : "group";
      await expect(screen.getByRole(role, { name: question.question })).toBeVisible();
      if (index < 3) await next();
    }
  },
};

/** Checking failed: SPEC section 8's message and a resend that carries the same key, so it counts once. */
export const CheckError: Story = {
  render: kept(3, fixtures.passingAnswers),
  parameters: withPages({}, failure("checkClosedTest", 500)),
  play: async () => {
    await screen.findByText("Pytanie 4 z 4");
    await endAndConfirm();
    const status = await screen.findByText("Nie udało się sprawdzić odpowiedzi. Spróbuj ponownie.", {
      selector: "[role=status] p",
    });
    await expect(status).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Wyślij odpowiedzi ponownie" }));
    await waitFor(() => expect(callsTo("checkClosedTest")).toHaveLength(2));
    const [first, second] = sentKeys();
    await expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await expect(second).toBe(first);
    // Failed again: the focus is back on the retry button, and the toast stays clear of it.
    await waitFor(() => expect(screen.getByRole("button", { name: "Wyślij odpowiedzi ponownie" })).toHaveFocus());
  },
};

/** The test is loading: placeholders in the page's shape, with its one h1. */
export const Loading: Story = {
  parameters: withPages({}, pending("closedTest")),
  play: async () => {
    await expect(await screen.findByRole("heading", { level: 1, name: "Test zamknięty" })).toBeInTheDocument();
    await expect(screen.getByText("Wczytywanie testu")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Test zamknięty – Campus AI"));
  },
};

const testDown = outage("closedTest", 500, fixtures.closedTest);

/** The test failed to load: SPEC section 8's toast, an inline error with a retry, and the retry shows the test. */
export const LoadError: Story = {
  parameters: withPages({}, testDown.handler),
  beforeEach: () => testDown.start(),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("Nie udało się wczytać testu. Spróbuj ponownie.");
    await expect(screen.getAllByText("Nie udało się wczytać testu. Spróbuj ponownie.")).toHaveLength(2);
    testDown.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    await expect(await h1("Wprowadzenie do AI")).toBeVisible();
  },
};

/** The course is above the learner's rank (403): the lock, 'rank too low' and the rank that comes next. */
export const LockedByRank: Story = {
  parameters: withPages(
    {},
    failure("closedTest", 403, "You don't have access to this section."),
    failure("course", 403, "You don't have access to this section."),
  ),
  play: async () => {
    await expect(await h1("Ten kurs jest zablokowany")).toBeVisible();
    await expect(screen.getByText("Zbyt niska ranga")).toBeVisible();
    const alert = screen.getByRole("alert");
    await expect(alert).toHaveTextContent("Nie masz dostępu do tej sekcji.");
    await expect(alert).toHaveTextContent("Twoja następna ranga to „Ekspert”.");
    await expect(screen.queryByRole("button", { name: "Rozpocznij test" })).toBeNull();
  },
};

/**
 * Lessons are left (issue 40): the server refuses the test (403 with the lessons left and the next one), and the
 * page says how many, why, and links to the next lesson instead of a start button.
 */
export const LessonsLeft: Story = {
  parameters: withPages(
    { course: fixtures.courseStarted },
    lessonsLeftRefusal("closedTest", 3, { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1" }),
  ),
  play: async () => {
    await expect(await h1("Test otworzy się po lekcjach")).toBeVisible();
    await expect(screen.getByText("Zostały 3 lekcje")).toBeVisible();
    await expect(screen.getByText("Test zamknięty otworzy się, gdy ukończysz wszystkie lekcje kursu.")).toBeVisible();
    await expect(screen.getByRole("link", { name: "Przejdź do następnej lekcji" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
    await expect(screen.queryByRole("button", { name: "Rozpocznij test" })).toBeNull();
  },
};

/** The same in English, one lesson left: the singular form. */
export const LessonsLeftEnglish: Story = {
  globals: { locale: "en" },
  parameters: withPages(
    { course: fixtures.courseStartedEn },
    lessonsLeftRefusal("closedTest", 1, { lessonId: "c-intro-l6", sublessonId: null }),
  ),
  play: async () => {
    await expect(await h1("The test opens after the lessons")).toBeVisible();
    await expect(screen.getByText("1 lesson to go")).toBeVisible();
    await expect(screen.getByRole("link", { name: "Go to the next lesson" })).toHaveAttribute(
      "href",
      "/course/c-intro?lesson=c-intro-l6",
    );
  },
};

/** The test is not in the learner's language (406): SPEC's message and a switch to the other language. */
export const NotInLanguage: Story = {
  globals: { locale: "en" },
  parameters: withPages(
    {},
    failure("closedTest", 406, "The selected resource is not available in the selected language."),
    failure("course", 406, "The selected resource is not available in the selected language."),
  ),
  play: async () => {
    await expect(await h1("Course not available in this language")).toBeVisible();
    await expect(screen.getByRole("alert")).toHaveTextContent(
      "The selected resource is not available in the selected language.",
    );
    await expect(screen.getByRole("button", { name: "Switch to Polski" })).toBeVisible();
  },
};

/** A test that does not exist (404) leads to the not-found page. */
export const NotFound: Story = {
  parameters: withPages({}, failure("closedTest", 404, "Closed test not found.")),
  play: async () => {
    await expect(await h1("Nie znaleziono strony")).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Rozpocznij test" })).toBeNull();
  },
};
