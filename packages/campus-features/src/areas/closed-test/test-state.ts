import type { ClosedTest, ClosedTestCheckAnswer } from "@campus/contract";

/** SPEC section 4: the closed test's states. */
export type TestStatus = "NOT_STARTED" | "IN_PROGRESS" | "PASSED" | "FAILED";

/** The picked answer ids of each question, by the question's index. */
export type AnswersByIndex = Readonly<Record<number, readonly string[]>>;

export type TestQuestions = ClosedTest["questions"];

export interface TestState {
  status: TestStatus;
  questions: TestQuestions;
  /** The pass threshold in percent, from the server. */
  percentageToPass: number;
  /** The question on screen, from 0. */
  index: number;
  answers: AnswersByIndex;
  /** The server's grading, once checked (PASSED or FAILED). */
  checked: ClosedTestCheckAnswer | null;
  /** When this attempt started (ms since the epoch), for the time it has taken; null before it starts. */
  startedAt: number | null;
}

/** Where a learner was in a test, as kept on the device. */
export interface KeptPlace {
  index: number;
  answers: AnswersByIndex;
  /** When the attempt started; kept tests from before the timer have none. */
  startedAt?: number | null;
}

/** `at`: the time of the action (ms since the epoch), when an attempt starts or is reopened. */
export type TestAction =
  | { type: "start"; at: number }
  /** A test under way, reopened where the learner was (after a reload, a closed tab or a crash). */
  | { type: "resume"; place: KeptPlace; at: number }
  | { type: "choose"; index: number; answerIds: readonly string[] }
  | { type: "next" }
  | { type: "back" }
  | { type: "go"; index: number }
  | { type: "checked"; answer: ClosedTestCheckAnswer }
  | { type: "reset" };

export function initialTestState(test: Pick<ClosedTest, "questions" | "percentageToPass">): TestState {
  return {
    status: "NOT_STARTED",
    questions: test.questions,
    percentageToPass: test.percentageToPass,
    index: 0,
    answers: {},
    checked: null,
    startedAt: null,
  };
}

const lastIndex = (state: TestState) => Math.max(0, state.questions.length - 1);
const clampIndex = (state: TestState, index: number) => Math.min(Math.max(0, Math.trunc(index)), lastIndex(state));

/**
 * Keeps of a kept place only what fits the test as it is now: answers of questions that exist, naming answers
 * those questions still have (one at most for a single-choice question), and an index on a question. A start
 * that is missing or later than `at` (a kept test from before the timer, another device's clock) becomes `at`.
 */
export function fitPlace(questions: TestQuestions, place: KeptPlace, at: number): Required<KeptPlace> {
  const answers: Record<number, readonly string[]> = {};
  for (const [key, picked] of Object.entries(place.answers)) {
    const question = questions[Number(key)];
    if (!question || !Array.isArray(picked)) continue;
    const known = new Set(question.answers.map((answer) => answer.id));
    const fitting = [...new Set(picked)].filter((id) => known.has(id));
    const kept = question.type === "single" ? fitting.slice(0, 1) : fitting;
    if (kept.length > 0) answers[Number(key)] = kept;
  }
  const index = Number.isFinite(place.index)
    ? Math.min(Math.max(0, Math.trunc(place.index)), Math.max(0, questions.length - 1))
    : 0;
  const startedAt =
    typeof place.startedAt === "number" && Number.isFinite(place.startedAt) && place.startedAt <= at
      ? place.startedAt
      : at;
  return { index, answers, startedAt };
}

/** The closed test's transitions (SPEC section 4); what is not possible in a state leaves it as it is. */
export function testReducer(state: TestState, action: TestAction): TestState {
  switch (action.type) {
    case "start":
      if (state.status !== "NOT_STARTED" || state.questions.length === 0) return state;
      return { ...state, status: "IN_PROGRESS", index: 0, answers: {}, checked: null, startedAt: action.at };
    case "resume":
      if (state.status !== "NOT_STARTED" || state.questions.length === 0) return state;
      return { ...state, status: "IN_PROGRESS", ...fitPlace(state.questions, action.place, action.at), checked: null };
    case "choose": {
      if (state.status !== "IN_PROGRESS" || !state.questions[action.index]) return state;
      const answers = { ...state.answers };
      if (action.answerIds.length === 0) delete answers[action.index];
      else answers[action.index] = [...action.answerIds];
      return { ...state, answers };
    }
    case "next":
      if (state.status !== "IN_PROGRESS") return state;
      return { ...state, index: clampIndex(state, state.index + 1) };
    case "back":
      if (state.status !== "IN_PROGRESS") return state;
      return { ...state, index: clampIndex(state, state.index - 1) };
    case "go":
      if (state.status !== "IN_PROGRESS") return state;
      return { ...state, index: clampIndex(state, action.index) };
    case "checked":
      if (state.status !== "IN_PROGRESS") return state;
      return { ...state, status: action.answer.result.passed ? "PASSED" : "FAILED", checked: action.answer };
    case "reset":
      // A retake: the same questions and threshold (SPEC section 4), from the start, with a new attempt's time.
      return initialTestState(state);
  }
}

/** The indexes of the questions without an answer, in order. */
export function unansweredIndexes(state: Pick<TestState, "questions" | "answers">): number[] {
  return state.questions.flatMap((_, index) => ((state.answers[index]?.length ?? 0) > 0 ? [] : [index]));
}

/** The answers as the check call sends them: each question by its id, unanswered ones with no answer. */
export function answersToSend(state: Pick<TestState, "questions" | "answers">): { q: string; a: string[] }[] {
  return state.questions.map((question, index) => ({ q: question._id, a: [...(state.answers[index] ?? [])] }));
}
