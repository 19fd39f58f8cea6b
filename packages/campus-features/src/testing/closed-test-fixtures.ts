import type { ClosedTest, ClosedTestCheckAnswer, ClosedTestCheckBody } from "@campus/contract";

type Questions = ClosedTest["questions"];

/** The questions of the introduction's closed test (as the demo seed has them), in Polish. */
const questionsPl: Questions = [
  {
    _id: "c-intro-t-q1",
    question: "Co to jest model językowy?",
    type: "single",
    answers: [
      { id: "c-intro-t-q1-a1", label: "Program przewidujący tekst" },
      { id: "c-intro-t-q1-a2", label: "Baza danych" },
      { id: "c-intro-t-q1-a3", label: "Przeglądarka" },
    ],
  },
  {
    _id: "c-intro-t-q2",
    question: "Które są narzędziami AI?",
    type: "multiple",
    answers: [
      { id: "c-intro-t-q2-a1", label: "Generator obrazów" },
      { id: "c-intro-t-q2-a2", label: "Asystent czatu" },
      { id: "c-intro-t-q2-a3", label: "Kalkulator mechaniczny" },
    ],
  },
  {
    _id: "c-intro-t-q3",
    question: "Czy AI może się mylić?",
    type: "single",
    answers: [
      { id: "c-intro-t-q3-a1", label: "Tak" },
      { id: "c-intro-t-q3-a2", label: "Nie" },
    ],
  },
  {
    _id: "c-intro-t-q4",
    question: "Co warto sprawdzać w odpowiedziach AI?",
    type: "single",
    answers: [
      { id: "c-intro-t-q4-a1", label: "Fakty i źródła" },
      { id: "c-intro-t-q4-a2", label: "Tylko długość" },
    ],
  },
];

const questionsEn: Questions = [
  {
    ...(questionsPl[0] as Questions[number]),
    question: "What is a language model?",
    answers: labels(0, ["A program predicting text", "A database", "A browser"]),
  },
  {
    ...(questionsPl[1] as Questions[number]),
    question: "Which are AI tools?",
    answers: labels(1, ["An image generator", "A chat assistant", "A mechanical calculator"]),
  },
  { ...(questionsPl[2] as Questions[number]), question: "Can AI be wrong?", answers: labels(2, ["Yes", "No"]) },
  {
    ...(questionsPl[3] as Questions[number]),
    question: "What should you check in AI answers?",
    answers: labels(3, ["Facts and sources", "Only the length"]),
  },
];

function labels(index: number, texts: string[]) {
  return texts.map((label, answer) => ({ id: `c-intro-t-q${index + 1}-a${answer + 1}`, label }));
}

/** The right answers, which only the check's answer reveals. */
export const closedTestKey: Record<string, string[]> = {
  "c-intro-t-q1": ["c-intro-t-q1-a1"],
  "c-intro-t-q2": ["c-intro-t-q2-a1", "c-intro-t-q2-a2"],
  "c-intro-t-q3": ["c-intro-t-q3-a1"],
  "c-intro-t-q4": ["c-intro-t-q4-a1"],
};

const test = (courseTitle: string, questions: Questions): ClosedTest => ({
  _id: "c-intro",
  courseTitle,
  course: { _id: "c-intro" },
  percentageToPass: 75,
  timeLimitMinutes: 20,
  hasCertificate: true,
  questions,
});

/** The introduction's closed test: four questions (three single, one multiple choice), 75% to pass, a certificate. */
export const closedTest = test("Wprowadzenie do AI", questionsPl);
export const closedTestEn = test("Introduction to AI", questionsEn);
/** The same test in a course that ends without a certificate. */
export const closedTestNoCertificate: ClosedTest = { ...closedTest, hasCertificate: false };

/** A question as long as Polish gets: a long question and long answers that must wrap, not overflow. */
export const closedTestLongText: ClosedTest = {
  ...closedTest,
  courseTitle:
    "Odpowiedzialne wykorzystywanie generatywnej sztucznej inteligencji w przedsiębiorstwach średniej wielkości",
  questions: [
    {
      _id: "c-intro-t-q1",
      question:
        "Który z poniższych sposobów postępowania najlepiej zabezpiecza poufność danych osobowych klientów, gdy pracownik przygotowuje z pomocą ogólnodostępnego asystenta czatu podsumowanie korespondencji z reklamacjami z ostatniego kwartału?",
      type: "single",
      answers: [
        {
          id: "c-intro-t-q1-a1",
          label:
            "Usunięcie lub zanonimizowanie wszystkich danych pozwalających zidentyfikować klientów przed wklejeniem treści do asystenta",
        },
        {
          id: "c-intro-t-q1-a2",
          label: "Wklejenie całej korespondencji bez zmian, ponieważ asystent i tak niczego nie zapamiętuje",
        },
        {
          id: "c-intro-t-q1-a3",
          label: "Przesłanie korespondencji w kilku częściach, żeby żadna z nich nie była zbyt długa",
        },
      ],
    },
    ...questionsPl.slice(1),
  ],
};

/** The lesson each question comes from (the demo seed's), in Polish and English. */
const questionLessons: Record<string, { lessonId: string; sublessonId: string | null; title: [string, string] }> = {
  "c-intro-t-q1": { lessonId: "c-intro-l2", sublessonId: null, title: ["Jak uczą się modele", "How models learn"] },
  "c-intro-t-q2": {
    lessonId: "c-intro-l1",
    sublessonId: null,
    title: ["Czym jest sztuczna inteligencja?", "What is artificial intelligence?"],
  },
  "c-intro-t-q3": {
    lessonId: "c-intro-l4",
    sublessonId: null,
    title: ["Praca z AI krok po kroku", "Working with AI step by step"],
  },
  "c-intro-t-q4": {
    lessonId: "c-intro-l4",
    sublessonId: "c-intro-l4-s2",
    title: ["Sprawdzanie odpowiedzi", "Checking the answers"],
  },
};

/**
 * The server's grading of `body` against the key, as the API answers it: each question's lesson in the test's
 * language, and the right answers only when the test is passed.
 */
export function checkAnswerFor(base: ClosedTest, body: ClosedTestCheckBody): ClosedTestCheckAnswer {
  const given = new Map(body.answers.map((answer) => [answer.q, [...new Set(answer.a)]]));
  const isEnglish = base.questions.some((question) => questionsEn.some((en) => en.question === question.question));
  const graded = base.questions.map((question) => {
    const userAnswer = given.get(question._id) ?? [];
    const correctAnswers = closedTestKey[question._id] ?? [];
    const isCorrect =
      userAnswer.length === correctAnswers.length && userAnswer.every((id) => correctAnswers.includes(id));
    const source = questionLessons[question._id];
    const lesson = source
      ? { lessonId: source.lessonId, sublessonId: source.sublessonId, title: source.title[isEnglish ? 1 : 0] }
      : null;
    return { ...question, userAnswer, isCorrect, lesson, correctAnswers };
  });
  const correctCount = graded.filter((question) => question.isCorrect).length;
  const percentage = Math.round((correctCount / graded.length) * 100);
  const passed = percentage >= base.percentageToPass;
  const result = {
    correctCount,
    totalQuestions: graded.length,
    percentage,
    passed,
    hasCertificate: base.hasCertificate,
  };
  const questions = passed ? graded : graded.map(({ correctAnswers: _key, ...question }) => question);
  return { result, questions, hasCertificate: base.hasCertificate };
}

/** Answers that pass (q4 wrong: 3 of 4, 75%) and that fail (only q1 right: 25%), by question index. */
export const passingAnswers = {
  0: ["c-intro-t-q1-a1"],
  1: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"],
  2: ["c-intro-t-q3-a1"],
  3: ["c-intro-t-q4-a2"],
};
export const failingAnswers = { 0: ["c-intro-t-q1-a1"], 1: ["c-intro-t-q2-a3"], 2: ["c-intro-t-q3-a2"] };
