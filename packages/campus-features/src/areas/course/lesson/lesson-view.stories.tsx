import type { LessonContent, Progress } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useParams, useSearchParams } from "react-router";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { useCall } from "../../../data";
import {
  answer,
  callLog,
  campusHandlers,
  failure,
  fixtures,
  outage,
  pageParameters,
  pending,
  renderCampus,
  translated,
} from "../../../testing";
import { lessonHandlers } from "../../../testing/handlers";
import { callsTo, screen, tabTo } from "../../../testing/play";
import { LessonView } from "./index";

/**
 * The course page as far as a lesson needs it (the page itself has its own stories): the course's title as
 * the h1, and the lesson named in the address (`?lesson=…&sublesson=…`), which opening another lesson changes.
 */
function CourseStandIn() {
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const course = useCall("course", { id });
  const data = course.data?.data;
  const lessonId = search.get("lesson");
  return (
    <div className="mx-auto flex w-full max-w-app flex-col gap-6 px-4 pt-6 pb-16 sm:px-6 desktop:px-10 desktop:pt-10">
      <h1 className="text-heading font-bold text-balance break-words text-hero-fg desktop:text-title">
        {data?.course.title ?? "Kurs"}
      </h1>
      {data?.progress && lessonId ? (
        <div className="w-full desktop:max-w-[61rem]">
          <LessonView
            course={data.course}
            progress={data.progress}
            lessonId={lessonId}
            sublessonId={search.get("sublesson")}
            onOpenLesson={(target) =>
              setSearch(
                target.sublessonId
                  ? { lesson: target.lessonId, sublesson: target.sublessonId }
                  : { lesson: target.lessonId },
              )
            }
            lessonHref={(target) =>
              `/course/${id}?lesson=${target.lessonId}${target.sublessonId ? `&sublesson=${target.sublessonId}` : ""}`
            }
          />
        </div>
      ) : null}
    </div>
  );
}

const pages = [{ path: "/course/:id", element: <CourseStandIn /> }];
const lessonAt = (lesson: string, sublesson?: string, stored: Record<string, string> = {}) =>
  renderCampus({
    path: `/course/c-intro?lesson=${lesson}${sublesson ? `&sublesson=${sublesson}` : ""}`,
    pages,
    stored,
  });

/** The progress with these lessons and sub-lessons finished, as the API would keep it. */
const progressAfter = (done: string[], changes: Partial<Progress> = {}): Progress => ({
  ...fixtures.lessonProgressAfter(
    fixtures.progressJoined,
    done.map((id) => ({
      name: "updateProgress",
      url: "",
      body: { progressId: "pr-intro", lessonId: id.replace(/-s\d+$/, ""), sublessonId: /-s\d+$/.test(id) ? id : null },
    })),
  ),
  ...changes,
});

/** The first two lessons done; the presentation of the third is current. */
const progressEarly = progressAfter(["c-intro-l1", "c-intro-l2"]);

/**
 * The handlers of a story: `overrides` first (the first handler that matches a call answers it), then the
 * course and the lesson calls over `progress`, both moving with what the story sends.
 */
const handlers = (progress: Progress, ...overrides: HttpHandler[]) => ({
  msw: {
    handlers: {
      pages: [
        ...overrides,
        answer("course", () => ({
          data: {
            ...fixtures.courseStarted.data,
            course: translated({ pl: fixtures.courseIntro, en: fixtures.courseIntroEn })(),
            progress: fixtures.lessonProgressAfter(progress, callLog),
          },
        })),
        ...lessonHandlers(progress),
      ],
    },
  },
});

const meta = {
  title: "Features/Course/LessonView",
  parameters: {
    ...pageParameters,
    msw: { handlers: { ...campusHandlers(), ...handlers(progressEarly).msw.handlers } },
  },
  render: lessonAt("c-intro-l1"),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson titled `name`, once its content has loaded (its title shows before, from the course). */
async function lesson(name: string) {
  const article = await screen.findByRole("article", { name });
  await waitFor(() => expect(article.querySelector("[aria-busy=true]")).toBeNull());
  return article;
}
const finishButton = () => screen.getByRole("button", { name: "Ukończ lekcję" });

/** Waits until the video has chosen its file and settled on its frame (the browser's controls are not shot). */
async function videoSettled(video: HTMLVideoElement) {
  await waitFor(() => expect(video.networkState).not.toBe(HTMLMediaElement.NETWORK_LOADING), { timeout: 5000 });
  await waitFor(() => expect(video.seeking).toBe(false));
  await new Promise((done) => setTimeout(done, 500));
}

/**
 * A video lesson: the recording with its qualities, the lesson's notes, its files; opening it saves the
 * position (the start of the video) on the server and in this browser.
 */
export const Video: Story = {
  tags: ["responsive"],
  parameters: handlers(progressAfter([])),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    await expect(within(article).getByText("Wideo")).toBeVisible();
    const recording = within(article).getByRole("region", { name: "Nagranie" });
    const video = recording.querySelector("video") as HTMLVideoElement;
    await expect(video.querySelector("source")).toHaveAttribute("src", "api/media/lesson-360.mp4");
    await expect(within(recording).getByRole("button", { name: /Jakość/ })).toBeVisible();
    await expect(within(article).getByText("Obejrzyj nagranie i zanotuj najważniejsze myśli.")).toBeVisible();
    const files = within(article).getByRole("region", { name: "Materiały do pobrania" });
    await expect(within(files).getByText("notatki.txt")).toBeVisible();
    await expect(within(files).getByText("TXT · 1,5 kB")).toBeVisible();
    await expect(within(article).queryByText(/Wznowiono/)).toBeNull();
    await waitFor(() => expect(callsTo("savePosition")).toHaveLength(1));
    await expect(callsTo("savePosition")[0]?.body).toEqual({
      lessonId: "c-intro-l1",
      sublessonId: null,
      videoSeconds: 0,
    });
    await expect(JSON.parse(localStorage.getItem("courseProgress:c-intro") ?? "null")).toMatchObject({
      lessonId: "c-intro-l1",
      videoSeconds: 0,
    });
    await expect(finishButton()).toBeEnabled();
    // The action comes where the content ends, before the files, and says what finishing opens.
    await expect(within(article).getByText("Dalej: Jak uczą się modele")).toBeVisible();
    await expect(finishButton().compareDocumentPosition(files) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No prompt in this lesson: nothing to save to the Promptbook.
    await expect(within(article).queryByRole("button", { name: "Zapisz w Promptbooku" })).toBeNull();
    await videoSettled(video);
  },
};

/**
 * The lesson's video held in memory (blob addresses): the stories' mock service worker serves media without
 * byte ranges, in which a browser cannot seek, so a resumed video could not start at its time. The API serves
 * its files with ranges; in memory the video seeks as it does there.
 */
let seekableVideo: LessonContent["video"] = null;
async function loadSeekableVideo() {
  const lesson = fixtures.lessonContents["c-intro-l1"];
  if (!seekableVideo && lesson?.video) {
    const variants = await Promise.all(
      lesson.video.variants.map(async (variant) => ({
        ...variant,
        url: URL.createObjectURL(await (await fetch(variant.url)).blob()),
      })),
    );
    seekableVideo = { ...lesson.video, variants };
  }
  return {};
}
const seekableVideoLesson = answer("lesson", () => ({
  content: { ...fixtures.lessonContents["c-intro-l1"], video: seekableVideo },
}));

/**
 * The learner left this video at 0:02 on another device (the server's position): it starts there, says so,
 * and the position kept is that time, not the start.
 */
export const VideoResumed: Story = {
  loaders: [loadSeekableVideo],
  parameters: handlers(
    {
      ...progressEarly,
      position: { lessonId: "c-intro-l1", sublessonId: null, videoSeconds: 2, savedAt: "2026-11-22T09:30:00.000Z" },
    },
    seekableVideoLesson,
  ),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    await expect(within(article).getByText("Wznowiono od 0:02, tam gdzie skończyła się ostatnia nauka.")).toBeVisible();
    const video = article.querySelector("video") as HTMLVideoElement;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), {
      timeout: 5000,
    });
    await waitFor(() => expect(video.currentTime).toBe(2));
    await waitFor(() => expect(callsTo("savePosition")[0]?.body).toMatchObject({ videoSeconds: 2 }));
    await videoSettled(video);
  },
};

/**
 * This browser kept a later position than the server's (it could not reach it): the later one wins, so the
 * video starts at this browser's time.
 */
export const VideoResumedFromThisBrowser: Story = {
  loaders: [loadSeekableVideo],
  parameters: handlers(
    {
      ...progressEarly,
      position: { lessonId: "c-intro-l1", sublessonId: null, videoSeconds: 1, savedAt: "2026-11-22T09:00:00.000Z" },
    },
    seekableVideoLesson,
  ),
  render: lessonAt("c-intro-l1", undefined, {
    "courseProgress:c-intro": JSON.stringify({
      lessonId: "c-intro-l1",
      sublessonId: null,
      videoSeconds: 2.5,
      savedAt: "2026-11-22T09:45:00.000Z",
    }),
  }),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    const video = article.querySelector("video") as HTMLVideoElement;
    await waitFor(() => expect(video.currentTime).toBe(2.5), { timeout: 5000 });
    await expect(within(article).getByText(/Wznowiono od 0:02/)).toBeVisible();
    await videoSettled(video);
  },
};

/**
 * A presentation not gone through yet: its slides with no button of their own, and Finish disabled with the
 * reason beside it, which the button names as its description.
 */
export const PresentationNotDone: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l3"),
  play: async () => {
    const article = await lesson("Krótka historia AI");
    await expect(within(article).getByRole("group", { name: "Slajd 1 z 3" })).toBeVisible();
    await expect(within(article).queryByRole("button", { name: /Oznacz/ })).toBeNull();
    await expect(finishButton()).toBeDisabled();
    const reason = "Przejdź do ostatniego slajdu, aby ukończyć lekcję.";
    await expect(finishButton()).toHaveAccessibleDescription(reason);
    await expect(within(article).getByText(reason)).toBeVisible();
  },
};

/**
 * The last slide reached (by the arrow keys) counts the presentation as viewed: kept in this browser's list,
 * announced, and Finish, its one action, is enabled; finishing opens the current lesson of the answer, with
 * focus on its title and the moment after finishing above it.
 */
export const PresentationLastSlideSeen: Story = {
  render: lessonAt("c-intro-l3"),
  play: async () => {
    const article = await lesson("Krótka historia AI");
    const slide = await within(article).findByRole("group", { name: "Slajd 1 z 3" });
    await tabTo(slide, 40);
    await userEvent.keyboard("{ArrowRight}");
    await expect(finishButton()).toBeDisabled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(article).getByRole("group", { name: "Slajd 3 z 3" })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem("presentationDone") ?? "[]")).toEqual(["c-intro-l3"]);
    await expect(await within(article).findByText("Możesz już ukończyć lekcję.")).toBeVisible();
    await expect(finishButton()).toBeEnabled();
    await tabTo(finishButton(), 20);
    await userEvent.keyboard("{Enter}");
    // The lesson after it is made of parts: the answer's current lesson is its first part.
    const next = await lesson("Dobre pytania do modelu");
    await expect(
      within(next).getByText("Ukończono „Krótka historia AI” (3 z 6 lekcji). Dalej: Dobre pytania do modelu"),
    ).toBeVisible();
    await expect(callsTo("updateProgress")[0]?.body).toEqual({
      progressId: "pr-intro",
      lessonId: "c-intro-l3",
      sublessonId: null,
    });
    await waitFor(() => expect(within(next).getByRole("heading", { level: 2 })).toHaveFocus());
    // The course is fetched again for what finishing changed.
    await waitFor(() => expect(callsTo("course").length).toBeGreaterThanOrEqual(2));
  },
};

/** An internal test not completed: Finish disabled, with the reason. */
export const FinishBlockedByInternalTest: Story = {
  render: lessonAt("c-intro-l6"),
  play: async () => {
    const article = await lesson("Test wewnętrzny");
    await within(article).findByRole("radiogroup", { name: "Co to jest model językowy?" });
    await expect(finishButton()).toBeDisabled();
    await expect(finishButton()).toHaveAccessibleDescription(
      "Odpowiedz poprawnie na wszystkie pytania testu, aby ukończyć lekcję.",
    );
    await expect(within(article).getByText(/Odpowiedz poprawnie na każde pytanie/)).toBeVisible();
  },
};

/**
 * A text lesson: headings, lists and a prompt card with its own save, rendered as text (nothing as HTML); the
 * action where the text ends says what comes next.
 */
export const Text: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l2"),
  parameters: handlers(progressAfter(["c-intro-l1"])),
  play: async () => {
    const article = await lesson("Jak uczą się modele");
    await expect(within(article).getByRole("heading", { level: 3, name: "Trzy kroki uczenia" })).toBeVisible();
    await expect(within(article).getAllByRole("list")[0]?.tagName).toBe("OL");
    const prompt = within(article).getByRole("figure", { name: "Prompt do wypróbowania" });
    await expect(prompt).toHaveTextContent("Jesteś doświadczonym nauczycielem.");
    await expect(within(prompt).getByRole("button", { name: "Zapisz w Promptbooku" })).toBeVisible();
    await expect(within(article).getByText("Dalej: Krótka historia AI")).toBeVisible();
    const pager = within(article).getByRole("navigation", { name: "Poprzednia i następna lekcja" });
    await expect(within(pager).getByRole("link", { name: /Poprzednia/ })).toHaveTextContent(
      "Czym jest sztuczna inteligencja?",
    );
  },
};

/**
 * The moment after finishing: the next lesson opens with focus on its title, says above it what was finished and
 * how far the course is, and the campus's announcer says it with what comes next.
 */
export const UpNextAfterFinishing: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l2"),
  parameters: handlers(progressAfter(["c-intro-l1"])),
  play: async () => {
    await lesson("Jak uczą się modele");
    await userEvent.click(finishButton());
    const next = await lesson("Krótka historia AI");
    await expect(callsTo("updateProgress")).toHaveLength(1);
    await expect(
      within(next).getByText("Ukończono „Jak uczą się modele” (2 z 6 lekcji). Dalej: Krótka historia AI"),
    ).toBeVisible();
    await waitFor(() => expect(within(next).getByRole("heading", { level: 2 })).toHaveFocus());
    await waitFor(() =>
      expect(document.querySelector("[data-campus-announcer]")).toHaveTextContent(
        "Lekcja ukończona (2 z 6). Dalej: Krótka historia AI",
      ),
    );
  },
};

/**
 * Previous and next walk the course's lessons in the list's order, a lesson's parts as steps of their own: from a
 * part, back is its lesson's introduction and on is the next part, which opens with focus on its title.
 */
export const PreviousAndNext: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l4", "c-intro-l4-s1"),
  parameters: handlers(progressAfter(["c-intro-l1", "c-intro-l2", "c-intro-l3"])),
  play: async () => {
    const article = await lesson("Dobre pytania do modelu");
    const pager = within(article).getByRole("navigation", { name: "Poprzednia i następna lekcja" });
    const previous = within(pager).getByRole("link", { name: /Poprzednia/ });
    await expect(previous).toHaveTextContent("Praca z AI krok po kroku");
    await expect(previous).toHaveAttribute("href", "/course/c-intro?lesson=c-intro-l4");
    const next = within(pager).getByRole("link", { name: /Następna/ });
    await expect(next).toHaveAttribute("href", "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2");
    await tabTo(next, 60);
    await userEvent.keyboard("{Enter}");
    const part = await lesson("Sprawdzanie odpowiedzi");
    await waitFor(() => expect(within(part).getByRole("heading", { level: 2 })).toHaveFocus());
    // Opened by a link, not by finishing: no moment of finishing.
    await expect(within(part).queryByText(/Ukończono/)).toBeNull();
  },
};

/** A lesson already completed: the badge, and the way to the next lesson in place of Finish. */
export const AlreadyCompleted: Story = {
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    await expect(within(article).getByText("Lekcja ukończona")).toBeVisible();
    await expect(within(article).queryByRole("button", { name: "Ukończ lekcję" })).toBeNull();
    await userEvent.click(within(article).getByRole("button", { name: "Następna lekcja: Jak uczą się modele" }));
    await lesson("Jak uczą się modele");
  },
};

/** Finishing fails: SPEC section 8's toast, and the lesson stays with Finish ready to try again. */
export const FinishFails: Story = {
  render: lessonAt("c-intro-l2"),
  parameters: handlers(progressAfter(["c-intro-l1"]), failure("updateProgress", 500)),
  play: async () => {
    const article = await lesson("Jak uczą się modele");
    await userEvent.click(finishButton());
    await expect(await screen.findByText("Wystąpił błąd podczas kończenia lekcji. Spróbuj ponownie.")).toBeVisible();
    await expect(article).toBeInTheDocument();
    await waitFor(() => expect(finishButton()).toBeEnabled());
  },
};

/**
 * The last lesson left is finished: no lesson is opened; the lesson shows completed, and the course's closed
 * test is the way on, with focus on it.
 */
export const CourseLessonsDone: Story = {
  render: lessonAt("c-intro-l2"),
  parameters: handlers(
    progressAfter([
      "c-intro-l1",
      "c-intro-l3",
      "c-intro-l4-s1",
      "c-intro-l4-s2",
      "c-intro-l4-s3",
      "c-intro-l5",
      "c-intro-l6",
    ]),
  ),
  play: async () => {
    const article = await lesson("Jak uczą się modele");
    await userEvent.click(finishButton());
    const toTest = await within(article).findByRole("link", { name: "Przejdź do testu" });
    await expect(toTest).toHaveAttribute("href", "/course-test/c-intro");
    await waitFor(() => expect(toTest).toHaveFocus());
    await expect(within(article).getByText("Wszystkie lekcje kursu ukończone!")).toBeVisible();
    await expect(within(article).getByText("Lekcja ukończona")).toBeVisible();
  },
};

/** Picks answers of the question card named `question`, then checks them. */
async function answerQuestion(article: HTMLElement, question: string, answers: string[]) {
  const card = (await within(article).findByText(question)).closest("li") as HTMLElement;
  for (const label of answers) await userEvent.click(within(card).getByText(label));
  await userEvent.click(within(card).getByRole("button", { name: "Sprawdź odpowiedź" }));
  return card;
}

/** A quiz answered right: the verdict, the answer marked, the score; the answer sent with the progress. */
export const QuizRight: Story = {
  render: lessonAt("c-intro-l5"),
  play: async () => {
    const article = await lesson("Quiz: pojęcia");
    const card = await answerQuestion(article, "Co to jest model językowy?", ["Program przewidujący tekst"]);
    await expect(await within(card).findByText("Dobra odpowiedź!")).toBeVisible();
    await expect(
      within(card).getByRole("radio", { name: /Program przewidujący tekst Poprawna odpowiedź/ }),
    ).toBeChecked();
    await expect(within(article).getByText("Poprawne odpowiedzi: 1 z 2")).toBeVisible();
    await expect(callsTo("updateQuizProgress")[0]?.body).toEqual({
      data: {
        progressId: "pr-intro",
        lessonId: "c-intro-l5",
        sublessonId: null,
        questionId: "c-intro-l5-q1",
        answers: ["c-intro-l5-q1-a1"],
      },
    });
    // A quiz never blocks finishing.
    await expect(finishButton()).toBeEnabled();
  },
};

/**
 * A quiz answered wrong: the verdict, the wrong pick and the right answers marked; answering again keeps the
 * picks to change, with focus on the same button.
 */
export const QuizWrong: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l5"),
  play: async () => {
    const article = await lesson("Quiz: pojęcia");
    const card = await answerQuestion(article, "Które są narzędziami AI?", [
      "Generator obrazów",
      "Kalkulator mechaniczny",
    ]);
    await expect(await within(card).findByText("Niestety, to nie jest poprawna odpowiedź")).toBeVisible();
    await expect(within(card).getByRole("checkbox", { name: /Kalkulator mechaniczny Błędna odpowiedź/ })).toBeChecked();
    await expect(
      within(card).getByRole("checkbox", { name: /Asystent czatu Poprawna odpowiedź \(niezaznaczona\)/ }),
    ).not.toBeChecked();
    const again = within(card).getByRole("button", { name: "Odpowiedz ponownie" });
    await expect(again).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(within(card).getByRole("checkbox", { name: "Kalkulator mechaniczny" })).toBeChecked();
    await expect(within(card).getByRole("button", { name: "Sprawdź odpowiedź" })).toHaveFocus();
  },
};

/** Checking a quiz answer fails: SPEC section 8's toast, and the picks stay as they were. */
export const QuizCheckFails: Story = {
  render: lessonAt("c-intro-l5"),
  parameters: handlers(progressEarly, failure("updateQuizProgress", 500)),
  play: async () => {
    const article = await lesson("Quiz: pojęcia");
    const card = await answerQuestion(article, "Co to jest model językowy?", ["Baza danych"]);
    await expect(
      await screen.findByText("Wystąpił błąd podczas sprawdzania odpowiedzi w quizie. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(within(card).getByRole("radio", { name: "Baza danych" })).toBeChecked();
    await waitFor(() => expect(within(card).getByRole("button", { name: "Sprawdź odpowiedź" })).toBeEnabled());
  },
};

/**
 * An internal test answered wrong: each answer marked by the API's feedback, and the question open to answer
 * again; the test stays not completed.
 */
export const InternalTestFeedback: Story = {
  render: lessonAt("c-intro-l6"),
  play: async () => {
    const article = await lesson("Test wewnętrzny");
    const card = await answerQuestion(article, "Co to jest model językowy?", ["Przeglądarka"]);
    await expect(await within(card).findByText("Niestety, to nie jest poprawna odpowiedź")).toBeVisible();
    await expect(within(card).getByRole("radio", { name: /Przeglądarka Błędna odpowiedź/ })).toBeChecked();
    await expect(
      within(card).getByRole("radio", { name: /Program przewidujący tekst Poprawna odpowiedź \(niezaznaczona\)/ }),
    ).not.toBeChecked();
    await expect(within(card).getByRole("button", { name: "Odpowiedz ponownie" })).toBeVisible();
    await expect(callsTo("updateInternalTestProgress")[0]?.body).toMatchObject({
      data: { lessonId: "c-intro-l6", questionId: "c-intro-l6-q1", answer: ["c-intro-l6-q1-a3"] },
    });
    await expect(finishButton()).toBeDisabled();
  },
};

/**
 * Every question of the internal test answered right: the progress says the test is completed, which the
 * lesson announces, and Finish is enabled.
 */
export const InternalTestCompleted: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l6"),
  play: async () => {
    const article = await lesson("Test wewnętrzny");
    const first = await answerQuestion(article, "Co to jest model językowy?", ["Program przewidujący tekst"]);
    await within(first).findByText("Pytanie zaliczone");
    // Its button is gone: focus stays in the question, not lost to the page.
    await waitFor(() => expect(first).toHaveFocus());
    await expect(within(article).getByText("Zaliczone pytania: 1 z 3")).toBeVisible();
    const second = await answerQuestion(article, "Które są narzędziami AI?", ["Generator obrazów", "Asystent czatu"]);
    await within(second).findByText("Pytanie zaliczone");
    const third = await answerQuestion(article, "Czy AI może się mylić?", ["Tak"]);
    await within(third).findByText("Pytanie zaliczone");
    await expect(await within(article).findByText("Test zaliczony. Możesz ukończyć lekcję.")).toBeVisible();
    await waitFor(() => expect(finishButton()).toBeEnabled());
    await expect(within(article).getByText("Możesz już ukończyć lekcję.")).toBeVisible();
    await expect(callsTo("updateInternalTestProgress")).toHaveLength(3);
  },
};

/** Checking a test answer fails: SPEC section 8's toast, and the pick stays. */
export const InternalTestCheckFails: Story = {
  render: lessonAt("c-intro-l6"),
  parameters: handlers(progressEarly, failure("updateInternalTestProgress", 500)),
  play: async () => {
    const article = await lesson("Test wewnętrzny");
    const card = await answerQuestion(article, "Czy AI może się mylić?", ["Tak"]);
    await expect(
      await screen.findByText("Wystąpił błąd podczas sprawdzania odpowiedzi w teście. Spróbuj ponownie."),
    ).toBeVisible();
    await expect(within(card).getByRole("radio", { name: "Tak" })).toBeChecked();
  },
};

/**
 * A lesson made of sub-lessons: its introduction, its parts to move between, and the part to take up in place
 * of Finish (the lesson is finished through its parts).
 */
export const LessonWithParts: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l4"),
  parameters: handlers(progressAfter(["c-intro-l1", "c-intro-l2", "c-intro-l3", "c-intro-l4-s1"])),
  play: async () => {
    const article = await lesson("Praca z AI krok po kroku");
    const parts = within(article).getByRole("navigation", { name: "Części lekcji" });
    await expect(within(parts).getByText("Ukończone części: 1 z 3")).toBeInTheDocument();
    await expect(within(article).queryByRole("button", { name: "Ukończ lekcję" })).toBeNull();
    await expect(within(article).getByText(/Ukończysz ją, kończąc każdą z nich/)).toBeVisible();
    await userEvent.click(within(article).getByRole("button", { name: "Przejdź do części: Sprawdzanie odpowiedzi" }));
    const part = await lesson("Sprawdzanie odpowiedzi");
    await expect(within(part).getByText("Część 2 z 3 · Praca z AI krok po kroku")).toBeVisible();
    await expect(
      within(within(part).getByRole("navigation", { name: "Części lekcji" })).getByRole("button", {
        current: "step",
      }),
    ).toHaveTextContent("Sprawdzanie odpowiedzi");
  },
};

/** The zip of the lesson's files under way: its button busy (focus kept), the other downloads still open. */
export const DownloadPending: Story = {
  parameters: handlers(progressEarly, pending("downloadResources")),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    const zip = within(article).getByRole("button", { name: "Pobierz wszystkie (ZIP)" });
    await userEvent.click(zip);
    await waitFor(() => expect(zip).toHaveAttribute("aria-disabled", "true"));
    await expect(zip).toHaveAttribute("data-pending", "true");
    await expect(within(article).getByRole("button", { name: "Pobierz notatki.txt" })).toBeEnabled();
    // The button is pending from the press on; the request reaches the network edge a moment later.
    await waitFor(() =>
      expect(callsTo("downloadResources")[0]?.url).toMatch(/\/api\/course\/download-resources\/c-intro-l1$/),
    );
  },
};

/** A file downloaded: saved by the browser under the name the server gave it. */
export const DownloadSaved: Story = {
  play: async () => {
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const article = await lesson("Czym jest sztuczna inteligencja?");
      await userEvent.click(within(article).getByRole("button", { name: "Pobierz notatki.txt" }));
      await waitFor(() => expect(saved).toEqual(["notatki.txt"]));
      await expect(callsTo("downloadResource")[0]?.url).toMatch(/download-resource\/c-intro-l1-r-notatkitxt$/);
      await expect(screen.queryByRole("alert")).toBeNull();
    } finally {
      click.mockRestore();
    }
  },
};

/** A download fails: SPEC section 8's toast, and the button is ready again. */
export const DownloadFails: Story = {
  parameters: handlers(progressEarly, failure("downloadResources", 500)),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    const zip = within(article).getByRole("button", { name: "Pobierz wszystkie (ZIP)" });
    await userEvent.click(zip);
    await expect(await screen.findByText("Wystąpił błąd podczas pobierania pliku. Spróbuj ponownie.")).toBeVisible();
    await waitFor(() => expect(zip).not.toHaveAttribute("aria-disabled"));
  },
};

const lessonPrompt = "Jesteś doświadczonym nauczycielem. Wyjaśnij mi w trzech zdaniach, czym jest model językowy.";

/**
 * The lesson's prompt saved by its card's own button (by keyboard): sent with the lesson, a toast says so, and
 * the button, focus kept on it, says it is saved.
 */
export const PromptbookSaved: Story = {
  render: lessonAt("c-intro-l2"),
  play: async () => {
    const article = await lesson("Jak uczą się modele");
    const prompt = within(article).getByRole("figure", { name: "Prompt do wypróbowania" });
    await tabTo(within(prompt).getByRole("button", { name: "Zapisz w Promptbooku" }), 40);
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByText("Prompt zapisany w Promptbooku.")).toBeVisible();
    await expect(callsTo("addPromptbookItem")[0]?.body).toEqual({ prompt: lessonPrompt, lessonId: "c-intro-l2" });
    const saved = within(prompt).getByRole("button", { name: "Zapisany w Promptbooku" });
    await expect(saved).toHaveFocus();
    // Saved once: pressing again sends nothing more.
    await userEvent.keyboard("{Enter}");
    await expect(callsTo("addPromptbookItem")).toHaveLength(1);
  },
};

/** Saving the prompt fails: SPEC section 8's toast, and the card's button is there to try again. */
export const PromptbookFails: Story = {
  render: lessonAt("c-intro-l2"),
  parameters: handlers(progressEarly, failure("addPromptbookItem", 500)),
  play: async () => {
    const article = await lesson("Jak uczą się modele");
    const prompt = within(article).getByRole("figure", { name: "Prompt do wypróbowania" });
    await userEvent.click(within(prompt).getByRole("button", { name: "Zapisz w Promptbooku" }));
    await expect(
      await screen.findByText("Wystąpił błąd podczas zapisywania promptu w Promptbooku. Spróbuj ponownie."),
    ).toBeVisible();
    await waitFor(() => expect(within(prompt).getByRole("button", { name: "Zapisz w Promptbooku" })).toBeEnabled());
  },
};

const lessonDown = outage("lesson", 500, { content: fixtures.lessonContents["c-intro-l1"] });

/**
 * The lesson failed to load: SPEC section 8's toast, and in place of the content the message with a retry,
 * reached by keyboard, which shows the lesson.
 */
export const LoadErrorRetried: Story = {
  parameters: handlers(progressEarly, lessonDown.handler),
  beforeEach: () => lessonDown.start(),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    const alert = await within(article).findByRole("alert", {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("Wystąpił błąd podczas wczytywania lekcji. Spróbuj ponownie.");
    await expect(screen.getAllByText("Wystąpił błąd podczas wczytywania lekcji. Spróbuj ponownie.")).toHaveLength(2);
    await tabTo(within(alert).getByRole("button", { name: "Spróbuj ponownie" }), 40);
    lessonDown.end();
    await userEvent.keyboard("{Enter}");
    await expect(await within(article).findByRole("region", { name: "Nagranie" })).toBeVisible();
    await expect(within(article).queryByRole("alert")).toBeNull();
  },
};

/** The lesson does not exist in the chosen language (406): SPEC section 8's message, inline and in a toast. */
export const NotInLanguage: Story = {
  parameters: handlers(progressEarly, failure("lesson", 406, "Not acceptable")),
  play: async () => {
    const article = await lesson("Czym jest sztuczna inteligencja?");
    await expect(await within(article).findByRole("alert")).toHaveTextContent(
      "Wybrany zasób nie jest dostępny w wybranym języku.",
    );
    await expect(screen.getAllByText("Wybrany zasób nie jest dostępny w wybranym języku.")).toHaveLength(2);
    // A refusal is not retried behind the learner's back.
    await expect(callsTo("lesson")).toHaveLength(1);
  },
};

/** While the lesson loads: its title from the course, and placeholders in the shape of a video lesson. */
export const Loading: Story = {
  tags: ["responsive"],
  parameters: handlers(progressEarly, pending("lesson")),
  play: async () => {
    const article = await screen.findByRole("article", { name: "Czym jest sztuczna inteligencja?" });
    await expect(within(article).getByRole("status")).toHaveTextContent("Wczytywanie lekcji…");
    await expect(within(article).getByRole("status").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

/** Long Polish titles, text, prompts and file names wrap; nothing overflows the page. */
export const LongPolishText: Story = {
  tags: ["responsive"],
  render: lessonAt("c-intro-l2"),
  parameters: handlers(progressEarly, answer("lesson", { content: fixtures.lessonLongText })),
  play: async () => {
    await lesson(fixtures.lessonLongText.title);
    await expect(screen.getByText(/wzór-odpowiedzi-na-wniosek/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The lesson in English: the interface from the locale file, the content as the API sends it in English. */
export const English: Story = {
  globals: { locale: "en" },
  render: lessonAt("c-intro-l5"),
  play: async () => {
    const article = await lesson("Quiz: terms");
    await expect(within(article).getByRole("radiogroup", { name: "What is a language model?" })).toBeVisible();
    await expect(within(article).getAllByText("Choose one answer")[0]).toBeVisible();
    await expect(within(article).getByRole("button", { name: "Finish the lesson" })).toBeEnabled();
  },
};
