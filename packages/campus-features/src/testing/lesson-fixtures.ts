import type {
  AnswerOf,
  InternalTestProgressAnswer,
  InternalTestProgressBody,
  LessonContent,
  Progress,
  Question,
  QuizProgressAnswer,
  QuizProgressBody,
  Resource,
  SavePositionBody,
  UpdateProgressBody,
} from "@campus/contract";
import { media } from "./media";

/**
 * Contract-typed lessons of the course fixtures' "Wprowadzenie do AI" (`c-intro`), one of each kind, in
 * Polish and English, shaped like the demo seed's; with the answers of their quiz and tests, and answers of
 * the lesson calls derived from what a story sent, so a story's progress moves as the learner's would.
 */
type LessonAnswer = AnswerOf<"lesson">;

const textFile = (lessonId: string, name: string, size: number): Resource => ({
  _id: `${lessonId}-r-${name.replace(/[^a-z0-9]/gi, "").toLowerCase()}`,
  name,
  mimeType: "text/plain; charset=utf-8",
  size,
});

const videoOf = () => ({
  poster: media("poster.jpg"),
  variants: [
    { quality: "360p", url: media("lesson-360.mp4"), mimeType: "video/mp4", width: 320, height: 180 },
    { quality: "180p", url: media("lesson-180.mp4"), mimeType: "video/mp4", width: 192, height: 108 },
  ],
  captions: [
    { lang: "pl" as const, label: "Polski", url: media("lesson-pl.vtt") },
    { lang: "en" as const, label: "English", url: media("lesson-en.vtt") },
  ],
});

const slidesOf = (alts: string[]) => ({
  slides: alts.map((alt, index) => ({ url: media(`slide-${(index % 3) + 1}.png`), alt })),
});

/** A question like the seed's: answers `<id>-a1`, `<id>-a2`… */
const question = (_id: string, type: Question["type"], text: string, answers: string[]): Question => ({
  _id,
  question: text,
  type,
  answers: answers.map((label, index) => ({ id: `${_id}-a${index + 1}`, label })),
});

const questionsPl = (prefix: string) => [
  question(`${prefix}-q1`, "single", "Co to jest model językowy?", [
    "Program przewidujący tekst",
    "Baza danych",
    "Przeglądarka",
  ]),
  question(`${prefix}-q2`, "multiple", "Które są narzędziami AI?", [
    "Generator obrazów",
    "Asystent czatu",
    "Kalkulator mechaniczny",
  ]),
  question(`${prefix}-q3`, "single", "Czy AI może się mylić?", ["Tak", "Nie"]),
];
const questionsEn = (prefix: string) => [
  question(`${prefix}-q1`, "single", "What is a language model?", [
    "A program predicting text",
    "A database",
    "A browser",
  ]),
  question(`${prefix}-q2`, "multiple", "Which are AI tools?", [
    "An image generator",
    "A chat assistant",
    "A mechanical calculator",
  ]),
  question(`${prefix}-q3`, "single", "Can AI be wrong?", ["Yes", "No"]),
];

/** The right answers of every quiz and test question of the lessons below. */
export const lessonAnswerKey: Record<string, string[]> = Object.fromEntries(
  ["c-intro-l4-s3", "c-intro-l5", "c-intro-l6"].flatMap((prefix) => [
    [`${prefix}-q1`, [`${prefix}-q1-a1`]],
    [`${prefix}-q2`, [`${prefix}-q2-a1`, `${prefix}-q2-a2`]],
    [`${prefix}-q3`, [`${prefix}-q3-a1`]],
  ]),
);

const content = (
  changes: Partial<LessonContent> & Pick<LessonContent, "_id" | "lessonId" | "title" | "kind">,
): LessonContent => ({
  courseId: "c-intro",
  sublessonId: null,
  durationMinutes: 5,
  text: null,
  video: null,
  presentation: null,
  quiz: null,
  internalTest: null,
  resources: [],
  sublessons: [],
  ...changes,
});

const sublessonsPl: LessonContent["sublessons"] = [
  { _id: "c-intro-l4-s1", title: "Dobre pytania do modelu", kind: "video", durationMinutes: 8 },
  { _id: "c-intro-l4-s2", title: "Sprawdzanie odpowiedzi", kind: "presentation", durationMinutes: 6 },
  { _id: "c-intro-l4-s3", title: "Sprawdź się", kind: "internal-test", durationMinutes: 4 },
];

const promptText = "Jesteś doświadczonym nauczycielem. Wyjaśnij mi w trzech zdaniach, czym jest model językowy.";

/** The lessons by their own id (a sub-lesson's id for a sub-lesson), in Polish. */
export const lessonContents: Record<string, LessonContent> = {
  "c-intro-l1": content({
    _id: "c-intro-l1",
    lessonId: "c-intro-l1",
    title: "Czym jest sztuczna inteligencja?",
    kind: "video",
    durationMinutes: 8,
    text: "Obejrzyj nagranie i zanotuj najważniejsze myśli.\n\nZwróć uwagę, czym model różni się od zwykłego programu.",
    video: videoOf(),
    resources: [textFile("c-intro-l1", "checklista.txt", 38), textFile("c-intro-l1", "notatki.txt", 1536)],
  }),
  "c-intro-l2": content({
    _id: "c-intro-l2",
    lessonId: "c-intro-l2",
    title: "Jak uczą się modele",
    kind: "text",
    text: [
      "Sztuczna inteligencja to dziedzina informatyki. Modele uczą się na danych i przewidują wyniki.",
      "# Trzy kroki uczenia",
      "1. Zbieramy przykłady.\n2. Model szuka w nich wzorców.\n3. Sprawdzamy, jak radzi sobie z nowymi danymi.",
      "## Spróbuj samodzielnie",
      "Poproś model o wyjaśnienie pojęcia własnymi słowami:",
      `\`\`\`prompt\n${promptText}\n\`\`\``,
      "Porównaj odpowiedź z tekstem powyżej:\n- co się zgadza,\n- czego brakuje.",
    ].join("\n\n"),
  }),
  "c-intro-l3": content({
    _id: "c-intro-l3",
    lessonId: "c-intro-l3",
    title: "Krótka historia AI",
    kind: "presentation",
    durationMinutes: 6,
    presentation: slidesOf(["Wprowadzenie", "Pojęcia", "Podsumowanie"]),
    resources: [textFile("c-intro-l3", "slajdy.txt", 16)],
  }),
  "c-intro-l4": content({
    _id: "c-intro-l4",
    lessonId: "c-intro-l4",
    title: "Praca z AI krok po kroku",
    kind: "text",
    durationMinutes: 10,
    text: "Ta lekcja ma trzy części: nagranie o dobrych pytaniach, prezentację o sprawdzaniu odpowiedzi i krótki test.",
    sublessons: sublessonsPl,
  }),
  "c-intro-l4-s1": content({
    _id: "c-intro-l4-s1",
    lessonId: "c-intro-l4",
    sublessonId: "c-intro-l4-s1",
    title: "Dobre pytania do modelu",
    kind: "video",
    durationMinutes: 8,
    text: "Obejrzyj nagranie i zanotuj najważniejsze myśli.",
    video: videoOf(),
    resources: [textFile("c-intro-l4-s1", "cwiczenie.txt", 24)],
  }),
  "c-intro-l4-s2": content({
    _id: "c-intro-l4-s2",
    lessonId: "c-intro-l4",
    sublessonId: "c-intro-l4-s2",
    title: "Sprawdzanie odpowiedzi",
    kind: "presentation",
    durationMinutes: 6,
    presentation: slidesOf(["Wprowadzenie", "Pojęcia", "Podsumowanie"]),
  }),
  "c-intro-l4-s3": content({
    _id: "c-intro-l4-s3",
    lessonId: "c-intro-l4",
    sublessonId: "c-intro-l4-s3",
    title: "Sprawdź się",
    kind: "internal-test",
    durationMinutes: 4,
    internalTest: { questions: questionsPl("c-intro-l4-s3").slice(0, 2) },
  }),
  "c-intro-l5": content({
    _id: "c-intro-l5",
    lessonId: "c-intro-l5",
    title: "Quiz: pojęcia",
    kind: "quiz",
    durationMinutes: 3,
    quiz: { questions: questionsPl("c-intro-l5").slice(0, 2) },
  }),
  "c-intro-l6": content({
    _id: "c-intro-l6",
    lessonId: "c-intro-l6",
    title: "Test wewnętrzny",
    kind: "internal-test",
    durationMinutes: 6,
    text: "Odpowiedz na pytania. Możesz próbować, aż odpowiesz poprawnie.",
    internalTest: { questions: questionsPl("c-intro-l6") },
  }),
};

const english: Record<string, Partial<LessonContent>> = {
  "c-intro-l1": {
    title: "What is artificial intelligence?",
    text: "Watch the recording and note the key ideas.\n\nNotice how a model differs from an ordinary program.",
  },
  "c-intro-l2": {
    title: "How models learn",
    text: [
      "Artificial intelligence is a field of computer science. Models learn from data and predict results.",
      "# Three steps of learning",
      "1. We collect examples.\n2. The model looks for patterns in them.\n3. We check how it copes with new data.",
      "## Try it yourself",
      "Ask a model to explain a term in its own words:",
      "```prompt\nYou are an experienced teacher. Explain in three sentences what a language model is.\n```",
    ].join("\n\n"),
  },
  "c-intro-l3": { title: "A short history of AI", presentation: slidesOf(["Introduction", "Concepts", "Summary"]) },
  "c-intro-l4": {
    title: "Working with AI step by step",
    text: "This lesson has three parts: a recording on good questions, a presentation on checking answers and a short test.",
    sublessons: [
      { _id: "c-intro-l4-s1", title: "Good questions for a model", kind: "video", durationMinutes: 8 },
      { _id: "c-intro-l4-s2", title: "Checking the answers", kind: "presentation", durationMinutes: 6 },
      { _id: "c-intro-l4-s3", title: "Check yourself", kind: "internal-test", durationMinutes: 4 },
    ],
  },
  "c-intro-l4-s1": { title: "Good questions for a model", text: "Watch the recording and note the key ideas." },
  "c-intro-l4-s2": { title: "Checking the answers", presentation: slidesOf(["Introduction", "Concepts", "Summary"]) },
  "c-intro-l4-s3": {
    title: "Check yourself",
    internalTest: { questions: questionsEn("c-intro-l4-s3").slice(0, 2) },
  },
  "c-intro-l5": { title: "Quiz: terms", quiz: { questions: questionsEn("c-intro-l5").slice(0, 2) } },
  "c-intro-l6": {
    title: "Internal test",
    text: "Answer the questions. You can try until you answer correctly.",
    internalTest: { questions: questionsEn("c-intro-l6") },
  },
};

/** The same lessons in English. */
export const lessonContentsEn: Record<string, LessonContent> = Object.fromEntries(
  Object.entries(lessonContents).map(([id, lesson]) => [id, { ...lesson, ...english[id] }]),
);

/** A text lesson as long as real Polish ones get, with a title to match, for layouts that must not break. */
export const lessonLongText: LessonContent = content({
  _id: "c-intro-l2",
  lessonId: "c-intro-l2",
  title: "Przygotowywanie, przeglądanie i zatwierdzanie pism urzędowych z wykorzystaniem dużych modeli językowych",
  kind: "text",
  durationMinutes: 25,
  text: [
    "# Odpowiedzialne korzystanie z modeli językowych w administracji",
    "Konstantynopolitańczykowianeczka przygotowuje odpowiedź na wniosek obywatela o udostępnienie informacji publicznej. Zanim skorzysta z pomocy modelu językowego, sprawdza, czy dokument nie zawiera danych osobowych, które należałoby zanonimizować, i czy odpowiedź mieści się w ustawowym terminie czternastu dni.",
    "- Zawsze weryfikuj przepisy przywołane przez model w obowiązującym tekście ustawy.\n- Nie wklejaj do narzędzi zewnętrznych danych szczególnych kategorii ani numerów PESEL.\n- Dokumentuj, które fragmenty pisma powstały przy wsparciu sztucznej inteligencji.",
    "```prompt\nJesteś doświadczonym urzędnikiem samorządowym. Przygotuj projekt uprzejmej, zwięzłej odpowiedzi na wniosek o udostępnienie informacji publicznej dotyczący wydatków na oświetlenie uliczne w latach 2024–2025, z pouczeniem o przysługujących środkach odwoławczych.\n```",
  ].join("\n\n"),
  resources: [
    textFile("c-intro-l2", "wzór-odpowiedzi-na-wniosek-o-udostępnienie-informacji-publicznej.docx.txt", 48_213),
    textFile("c-intro-l2", "lista-kontrolna-ochrony-danych-osobowych.txt", 2048),
  ],
});

const searchOf = (url: string) => new URL(url, "http://campus.test");

/** The lesson a `lesson` call asks for (its path and `sublessonId`); null when the fixtures have none. */
export function lessonAnswerFor(url: string, contents: Record<string, LessonContent>): LessonAnswer | null {
  const address = searchOf(url);
  const lessonId = decodeURIComponent(address.pathname.split("/").pop() ?? "");
  const id = address.searchParams.get("sublessonId") ?? lessonId;
  const found = contents[id];
  return found && found.lessonId === lessonId ? { content: found } : null;
}

/** A call a story's handlers answered (the shape of `callLog`'s entries). */
interface SentCall {
  name: string;
  url: string;
  body?: unknown;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const questionsOf = (unitId: string): Question[] => {
  const lesson = lessonContents[unitId];
  return lesson?.internalTest?.questions ?? lesson?.quiz?.questions ?? [];
};

/**
 * The progress after what the learner sent in a story, as the API keeps it: a finished lesson is completed
 * and the current lesson moves to the next one not done (a lesson whose sub-lessons are all done is done too);
 * an internal test is completed once each of its questions was answered right. Derived from the story's call
 * log (emptied at every render), so each render starts from `base` again.
 */
export function lessonProgressAfter(base: Progress, sent: readonly SentCall[]): Progress {
  const lessons = structuredClone(base.lessons);
  const units = lessons.flatMap((lesson) =>
    lesson.sublessons.length === 0
      ? [{ lesson, unit: lesson, sub: null as string | null }]
      : lesson.sublessons.map((sub) => ({ lesson, unit: sub, sub: sub.id as string | null })),
  );
  const passed = new Set<string>();
  let { currentLessonId, currentSublessonId } = base;
  for (const call of sent) {
    if (call.name === "updateInternalTestProgress") {
      const { data } = call.body as InternalTestProgressBody;
      if (sameSet(data.answer, lessonAnswerKey[data.questionId] ?? [])) passed.add(data.questionId);
      const unitId = data.sublessonId ?? data.lessonId;
      const found = units.find(({ unit }) => unit.id === unitId);
      if (found && questionsOf(unitId).every((item) => passed.has(item._id))) {
        found.unit.internalTestProgress = { isCompleted: true };
      }
    }
    if (call.name === "updateProgress") {
      const body = call.body as UpdateProgressBody;
      const index = units.findIndex(({ unit }) => unit.id === (body.sublessonId ?? body.lessonId));
      const found = units[index];
      if (!found) continue;
      found.unit.isCompleted = true;
      if (found.lesson.sublessons.length > 0 && found.lesson.sublessons.every((sub) => sub.isCompleted)) {
        found.lesson.isCompleted = true;
      }
      const next = units.slice(index + 1).find(({ unit }) => !unit.isCompleted) ?? units[index + 1];
      if (next) {
        currentLessonId = next.lesson.id;
        currentSublessonId = next.sub;
      }
    }
  }
  const done = units.filter(({ unit }) => unit.isCompleted).length;
  // As the server counts (issue 40): the ending (test passed or course finished) is one more step.
  const ending = base.closedTestPassed || base.finishedAt !== null;
  return {
    ...base,
    lessons,
    currentLessonId,
    currentSublessonId,
    percentage: Math.round(((done + (ending ? 1 : 0)) / (units.length + 1)) * 100),
    completedLessonsCount: lessons.filter((lesson) => lesson.isCompleted).length,
    isCompleted: done === units.length && ending,
  };
}

/** What `updateQuizProgress` answers for the last quiz answer sent. */
export function quizAnswerFor(body: QuizProgressBody, progress: Progress): QuizProgressAnswer {
  const correct = lessonAnswerKey[body.data.questionId] ?? [];
  return { isCorrect: sameSet(body.data.answers, correct), correctAnswers: correct, progress };
}

/** What `updateInternalTestProgress` answers: each answer of the question marked, and whether it passed. */
export function internalTestAnswerFor(body: InternalTestProgressBody, progress: Progress): InternalTestProgressAnswer {
  const { data } = body;
  const correct = lessonAnswerKey[data.questionId] ?? [];
  const question = questionsOf(data.sublessonId ?? data.lessonId).find((item) => item._id === data.questionId);
  return {
    answersFeedback: (question?.answers ?? []).map((item) => ({
      id: item.id,
      isSelected: data.answer.includes(item.id),
      isCorrect: correct.includes(item.id),
    })),
    isQuestionPassed: sameSet(data.answer, correct),
    progress,
  };
}

/** What `savePosition` answers: the position kept, at the stories' fixed time. */
export function positionAnswerFor(body: SavePositionBody): AnswerOf<"savePosition"> {
  return {
    position: {
      lessonId: body.lessonId,
      sublessonId: body.sublessonId ?? null,
      videoSeconds: body.videoSeconds,
      savedAt: "2026-11-22T10:00:00.000Z",
    },
  };
}

/** The file a `downloadResource` call gets, by the resource id of the lessons above. */
export function resourceFileFor(url: string): { fileName: string; text: string } {
  const id = decodeURIComponent(searchOf(url).pathname.split("/").pop() ?? "");
  const resource = [...Object.values(lessonContents), lessonLongText]
    .flatMap((lesson) => lesson.resources)
    .find((item) => item._id === id);
  return { fileName: resource?.name ?? `${id}.txt`, text: "Notatki do lekcji / Lesson notes\n" };
}

/** The zip a `downloadResources` call gets: named after the lesson, as the API names it. */
export function resourcesZipFor(url: string): { fileName: string; text: string } {
  const lessonId = decodeURIComponent(searchOf(url).pathname.split("/").pop() ?? "");
  return { fileName: `${lessonId}.zip`, text: "PK" };
}

/** What `addPromptbookItem` answers for a prompt. */
export function promptbookItemFor(body: { prompt: string; lessonId?: string }): AnswerOf<"addPromptbookItem"> {
  return {
    success: true,
    item: {
      _id: "pb-story",
      prompt: body.prompt,
      lessonId: body.lessonId ?? null,
      createdAt: "2026-11-22T10:00:00.000Z",
      source: null,
    },
  };
}
