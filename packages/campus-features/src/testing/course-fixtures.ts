import type {
  AnswerOf,
  Course,
  CourseReview,
  FavoriteAnswer,
  LessonSummary,
  Progress,
  ToolCard,
} from "@campus/contract";
import { lessonProgressAfter } from "./lesson-fixtures";
import { media } from "./media";

/**
 * Contract-typed answers of the course page (`course`, `joinCourse`, `reviewCourse`, favorites), in Polish
 * and English, shaped like the demo seed's "Wprowadzenie do AI": six lessons, the fourth with three
 * sub-lessons, a quiz and an internal test, ending in a closed test with a certificate.
 */
type CourseAnswer = AnswerOf<"course">;

const lesson = (
  _id: string,
  title: string,
  kind: LessonSummary["kind"],
  durationMinutes: number,
  sublessons: LessonSummary["sublessons"] = [],
): LessonSummary => ({ _id, title, kind, durationMinutes, sublessons });

const introLessonsPl: LessonSummary[] = [
  lesson("c-intro-l1", "Czym jest sztuczna inteligencja?", "video", 8),
  lesson("c-intro-l2", "Jak uczą się modele", "text", 5),
  lesson("c-intro-l3", "Krótka historia AI", "presentation", 6),
  lesson("c-intro-l4", "Praca z AI krok po kroku", "text", 10, [
    { _id: "c-intro-l4-s1", title: "Dobre pytania do modelu", kind: "video", durationMinutes: 8 },
    { _id: "c-intro-l4-s2", title: "Sprawdzanie odpowiedzi", kind: "presentation", durationMinutes: 6 },
    { _id: "c-intro-l4-s3", title: "Sprawdź się", kind: "internal-test", durationMinutes: 4 },
  ]),
  lesson("c-intro-l5", "Quiz: pojęcia", "quiz", 3),
  lesson("c-intro-l6", "Test wewnętrzny", "internal-test", 6),
];

const introLessonsEn: LessonSummary[] = [
  lesson("c-intro-l1", "What is artificial intelligence?", "video", 8),
  lesson("c-intro-l2", "How models learn", "text", 5),
  lesson("c-intro-l3", "A short history of AI", "presentation", 6),
  lesson("c-intro-l4", "Working with AI step by step", "text", 10, [
    { _id: "c-intro-l4-s1", title: "Good questions for a model", kind: "video", durationMinutes: 8 },
    { _id: "c-intro-l4-s2", title: "Checking the answers", kind: "presentation", durationMinutes: 6 },
    { _id: "c-intro-l4-s3", title: "Check yourself", kind: "internal-test", durationMinutes: 4 },
  ]),
  lesson("c-intro-l5", "Quiz: terms", "quiz", 3),
  lesson("c-intro-l6", "Internal test", "internal-test", 6),
];

export const courseIntro: Course = {
  _id: "c-intro",
  programId: "p-foundations",
  programTitle: "Podstawy AI",
  title: "Wprowadzenie do AI",
  description:
    "Czym jest sztuczna inteligencja i jak z niej korzystać: od pojęć i historii po pierwsze rozmowy z modelem.",
  image: media("cover-1.jpg"),
  rank: 1,
  courseType: "closed-test",
  hasCertificate: true,
  durationMinutes: 56,
  lessonsCount: 6,
  lessonsDone: false,
  status: "started",
  progressPercentage: 33,
  languages: ["pl", "en"],
  lessons: introLessonsPl,
  endingOpenFromStart: false,
};

export const courseIntroEn: Course = {
  ...courseIntro,
  programTitle: "AI foundations",
  title: "Introduction to AI",
  description:
    "What artificial intelligence is and how to use it: from the terms and history to your first conversations with a model.",
  lessons: introLessonsEn,
};

const sublesson = (id: string, isCompleted: boolean) => ({ id, isCompleted, internalTestProgress: { isCompleted } });
const unit = (id: string, isCompleted: boolean, sublessons: ReturnType<typeof sublesson>[] = []) => ({
  ...sublesson(id, isCompleted),
  sublessons,
});

/** The order in which the server counts progress: sub-lessons stand for their lesson. */
const unitOrder = [
  "c-intro-l1",
  "c-intro-l2",
  "c-intro-l3",
  "c-intro-l4-s1",
  "c-intro-l4-s2",
  "c-intro-l4-s3",
  "c-intro-l5",
  "c-intro-l6",
];

/** The progress of the lessons with the first `done` of them completed. */
function progressAfter(done: number): Progress["lessons"] {
  const isDone = (id: string) => unitOrder.indexOf(id) < done;
  return [
    unit("c-intro-l1", isDone("c-intro-l1")),
    unit("c-intro-l2", isDone("c-intro-l2")),
    unit("c-intro-l3", isDone("c-intro-l3")),
    unit("c-intro-l4", isDone("c-intro-l4-s3"), [
      sublesson("c-intro-l4-s1", isDone("c-intro-l4-s1")),
      sublesson("c-intro-l4-s2", isDone("c-intro-l4-s2")),
      sublesson("c-intro-l4-s3", isDone("c-intro-l4-s3")),
    ]),
    unit("c-intro-l5", isDone("c-intro-l5")),
    unit("c-intro-l6", isDone("c-intro-l6")),
  ];
}

/** Just joined: nothing completed, the first lesson is current. */
export const progressJoined: Progress = {
  _id: "pr-intro",
  courseId: "c-intro",
  isStarted: true,
  isCompleted: false,
  currentLessonId: "c-intro-l1",
  currentSublessonId: null,
  lessons: progressAfter(0),
  percentage: 0,
  completedLessonsCount: 0,
  closedTestPassed: false,
  finishedAt: null,
  certificateId: null,
  position: null,
};

/**
 * Three lessons done, on the first sub-lesson of the fourth, whose video the learner left at 3:12 on another
 * device (the server's position).
 */
export const progressStarted: Progress = {
  ...progressJoined,
  currentLessonId: "c-intro-l4",
  currentSublessonId: "c-intro-l4-s1",
  lessons: progressAfter(3),
  percentage: 33,
  completedLessonsCount: 3,
  position: {
    lessonId: "c-intro-l4",
    sublessonId: "c-intro-l4-s1",
    videoSeconds: 192,
    savedAt: "2026-11-21T18:30:00.000Z",
  },
};

/** Every lesson done; the closed test is next: eight steps of nine, not completed until it is passed. */
export const progressLessonsDone: Progress = {
  ...progressStarted,
  isCompleted: false,
  currentLessonId: "c-intro-l6",
  currentSublessonId: null,
  lessons: progressAfter(8),
  percentage: 89,
  completedLessonsCount: 6,
  position: { lessonId: "c-intro-l6", sublessonId: null, videoSeconds: 0, savedAt: "2026-11-22T09:00:00.000Z" },
};

/** The closed test passed, the certificate issued. */
export const progressFinished: Progress = {
  ...progressLessonsDone,
  isCompleted: true,
  percentage: 100,
  closedTestPassed: true,
  finishedAt: "2026-11-22T09:40:00.000Z",
  certificateId: "cert-intro-anna",
};

const tool = (card: Partial<ToolCard> & Pick<ToolCard, "_id" | "name" | "description">): ToolCard => ({
  logo: media("logo.png"),
  url: `https://example.com/tools/${card.name.toLowerCase()}`,
  domainCategories: ["text"],
  businessCategories: ["productivity"],
  licenceType: "freemium",
  isFavorite: false,
  favoritesCount: 0,
  ...card,
});

export const recommendedTools: ToolCard[] = [
  tool({
    _id: "t-chatassist",
    name: "ChatAssist",
    description: "ChatAssist: asystent do rozmów z modelem językowym.",
    licenceType: "paid",
    isFavorite: true,
    favoritesCount: 12,
  }),
  tool({
    _id: "t-voicecraft",
    name: "VoiceCraft",
    description: "VoiceCraft: zamiana tekstu na naturalnie brzmiącą mowę.",
    domainCategories: ["audio"],
    favoritesCount: 4,
  }),
  tool({
    _id: "t-promptlab",
    name: "PromptLab",
    description: "PromptLab: pracownia do testowania i porównywania promptów.",
    favoritesCount: 7,
  }),
];

export const recommendedToolsEn: ToolCard[] = recommendedTools.map((card) => ({
  ...card,
  description: {
    "t-chatassist": "ChatAssist: an assistant for conversations with a language model.",
    "t-voicecraft": "VoiceCraft: text to natural-sounding speech.",
    "t-promptlab": "PromptLab: a workshop for testing and comparing prompts.",
  }[card._id] as string,
}));

const answer = (course: Course, progress: Progress | null, tools = recommendedTools): CourseAnswer => ({
  data: { course, progress, recommendedTools: tools, review: null, reviewOffered: false },
});

/** Not joined yet: no progress. */
export const courseNotStarted = answer({ ...courseIntro, status: "not-started", progressPercentage: 0 }, null);
export const courseJustJoined = answer({ ...courseIntro, progressPercentage: 0 }, progressJoined);
export const courseStarted = answer(courseIntro, progressStarted);
export const courseStartedEn = answer(courseIntroEn, progressStarted, recommendedToolsEn);
export const courseNotStartedEn = answer(
  { ...courseIntroEn, status: "not-started", progressPercentage: 0 },
  null,
  recommendedToolsEn,
);
export const courseLessonsDone = answer(
  { ...courseIntro, lessonsDone: true, progressPercentage: 89 },
  progressLessonsDone,
);
/** Finished a while ago: the review was offered then (on some device), so it does not open by itself. */
export const courseFinished: CourseAnswer = {
  data: {
    ...answer({ ...courseIntro, lessonsDone: true, status: "completed", progressPercentage: 100 }, progressFinished)
      .data,
    reviewOffered: true,
  },
};
/** Just finished (the closed test passed): the review has not been offered to this account yet. */
export const courseJustFinished: CourseAnswer = { data: { ...courseFinished.data, reviewOffered: false } };

export const existingReview: CourseReview = { rating: 4, comment: "Konkretnie i z przykładami." };
export const courseReviewed: CourseAnswer = { data: { ...courseFinished.data, review: existingReview } };

/** A course ending in a final work, without a certificate. */
export const courseFinalWork = answer(
  {
    ...courseIntro,
    _id: "c-final-single",
    title: "Projekt: asystent AI",
    description: "Zbuduj własnego asystenta i opisz go.",
    image: media("cover-3.jpg"),
    courseType: "final-work",
    hasCertificate: false,
    progressPercentage: 33,
  },
  { ...progressStarted, courseId: "c-final-single" },
);

/** A learner without access to the tool repository: the API sends no recommended tools. */
export const courseWithoutTools = answer(courseIntro, progressStarted, []);

/** Polish as long as real course and lesson titles get, for layouts that must not break. */
export const courseLongText = answer(
  {
    ...courseIntro,
    _id: "c-long",
    programTitle: "Sztuczna inteligencja w administracji samorządowej i państwowej",
    title:
      "Zaawansowane techniki przetwarzania języka naturalnego w zastosowaniach administracji samorządowej i państwowej",
    description:
      "Szczegółowe omówienie przygotowywania, przeglądania i zatwierdzania dokumentów urzędowych z wykorzystaniem dużych modeli językowych, z uwzględnieniem ochrony danych osobowych, dostępności cyfrowej i odpowiedzialności za decyzje podejmowane przy wsparciu sztucznej inteligencji.",
    durationMinutes: 245,
    lessons: introLessonsPl.map((item, index) =>
      index === 1
        ? {
            ...item,
            title:
              "Przygotowywanie, przeglądanie i zatwierdzanie pism urzędowych z wykorzystaniem dużych modeli językowych",
          }
        : item,
    ),
  },
  progressStarted,
  recommendedTools.map((card, index) =>
    index === 0
      ? {
          ...card,
          name: "Automatyczny Asystent Korespondencji Urzędowej",
          description:
            "Przygotowuje projekty odpowiedzi na wnioski obywateli i pilnuje terminów wynikających z Kodeksu postępowania administracyjnego.",
        }
      : card,
  ),
);

export type ToolsType = "all" | "favorites" | "freemium" | "paid";

/** The recommended tools the API sends for a `type`: all, the learner's favorites, or one licence. */
export function withToolsType(base: CourseAnswer, type: ToolsType): CourseAnswer {
  const keep = (card: ToolCard) =>
    type === "all" ? true : type === "favorites" ? card.isFavorite : card.licenceType === type;
  return { data: { ...base.data, recommendedTools: base.data.recommendedTools.filter(keep) } };
}

/** What `addFavorite` / `removeFavorite` answer for a tool of the fixtures. */
export function favoriteAnswer(toolId: string, isFavorite: boolean): FavoriteAnswer {
  const card = recommendedTools.find((candidate) => candidate._id === toolId);
  const base = (card?.favoritesCount ?? 0) - Number(card?.isFavorite ?? false);
  return { success: true, isFavorite, favoritesCount: base + Number(isFavorite) };
}

/** A call a story's handlers answered (the shape of `callLog`'s entries). */
interface SentCall {
  name: string;
  url: string;
  body?: unknown;
}

const lastSegment = (url: string) =>
  decodeURIComponent(new URL(url, "http://campus.test").pathname.split("/").pop() ?? "");

/**
 * The `course` answer after what the learner sent in this story: a join starts the progress, finished
 * lessons and tests move it on (`lessonProgressAfter`), favorites toggle, a review and its offer are kept; the `type` query
 * picks the tools. Derived from the story's call log (emptied at
 * every render), so each render of a story starts from `base` again.
 */
export function courseAnswerFor(url: string, sent: readonly SentCall[], base: CourseAnswer): CourseAnswer {
  const id = lastSegment(url);
  let { course, progress, recommendedTools: tools, review, reviewOffered } = base.data;
  for (const call of sent) {
    if (call.name === "joinCourse" && lastSegment(call.url) === id && !progress) {
      progress = { ...progressJoined, courseId: id };
      course = { ...course, status: "started" };
    }
    if (call.name === "addFavorite" || call.name === "removeFavorite") {
      const toolId = lastSegment(call.url);
      const isFavorite = call.name === "addFavorite";
      tools = tools.map((card) =>
        card._id === toolId && card.isFavorite !== isFavorite
          ? { ...card, isFavorite, favoritesCount: card.favoritesCount + (isFavorite ? 1 : -1) }
          : card,
      );
    }
    if (call.name === "reviewCourse" && lastSegment(call.url) === id) review = call.body as CourseReview;
    if (call.name === "markReviewOffered" && lastSegment(call.url) === id) reviewOffered = true;
  }
  if (progress) progress = lessonProgressAfter(progress, sent);
  const type = new URL(url, "http://campus.test").searchParams.get("type") ?? "all";
  const answer: CourseAnswer = { data: { course, progress, recommendedTools: tools, review, reviewOffered } };
  return withToolsType(answer, ["favorites", "freemium", "paid"].includes(type) ? (type as ToolsType) : "all");
}
