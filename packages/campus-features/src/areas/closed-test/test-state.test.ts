import type { ClosedTestCheckAnswer } from "@campus/contract";
import { describe, expect, it } from "vitest";
import {
  answersToSend,
  fitPlace,
  initialTestState,
  type TestQuestions,
  type TestState,
  testReducer,
  unansweredIndexes,
} from "./test-state";

const questions: TestQuestions = [
  {
    _id: "q1",
    question: "Pierwsze?",
    type: "single",
    answers: [
      { id: "q1-a1", label: "Tak" },
      { id: "q1-a2", label: "Nie" },
    ],
  },
  {
    _id: "q2",
    question: "Drugie?",
    type: "multiple",
    answers: [
      { id: "q2-a1", label: "A" },
      { id: "q2-a2", label: "B" },
      { id: "q2-a3", label: "C" },
    ],
  },
  {
    _id: "q3",
    question: "Trzecie?",
    type: "single",
    answers: [
      { id: "q3-a1", label: "X" },
      { id: "q3-a2", label: "Y" },
    ],
  },
];

const checked = (passed: boolean): ClosedTestCheckAnswer => ({
  result: {
    correctCount: passed ? 3 : 1,
    totalQuestions: 3,
    percentage: passed ? 100 : 33,
    passed,
    hasCertificate: true,
  },
  questions: [],
  hasCertificate: true,
});

const run = (...actions: Parameters<typeof testReducer>[1][]): TestState =>
  actions.reduce(testReducer, initialTestState({ questions, percentageToPass: 75 }));

describe("the closed test's reducer", () => {
  it("starts NOT_STARTED, and Start opens the first question with no answers", () => {
    const state = run();
    expect(state).toMatchObject({ status: "NOT_STARTED", index: 0, answers: {}, checked: null, percentageToPass: 75 });
    expect(run({ type: "start", at: 0 })).toMatchObject({ status: "IN_PROGRESS", index: 0, answers: {} });
  });

  it("moves the current index with next and back, never past the first or last question", () => {
    expect(run({ type: "start", at: 0 }, { type: "back" }).index).toBe(0);
    expect(run({ type: "start", at: 0 }, { type: "next" }, { type: "next" }).index).toBe(2);
    expect(run({ type: "start", at: 0 }, { type: "next" }, { type: "next" }, { type: "next" }).index).toBe(2);
    expect(run({ type: "start", at: 0 }, { type: "next" }, { type: "next" }, { type: "back" }).index).toBe(1);
    expect(run({ type: "start", at: 0 }, { type: "go", index: 9 }).index).toBe(2);
    // Not before the test starts.
    expect(run({ type: "next" }).index).toBe(0);
  });

  it("keeps answers per question index, and an emptied answer is no answer", () => {
    const state = run(
      { type: "start", at: 0 },
      { type: "choose", index: 0, answerIds: ["q1-a2"] },
      { type: "choose", index: 0, answerIds: ["q1-a1"] },
      { type: "choose", index: 1, answerIds: ["q2-a1", "q2-a3"] },
      { type: "choose", index: 2, answerIds: ["q3-a1"] },
      { type: "choose", index: 2, answerIds: [] },
    );
    expect(state.answers).toEqual({ 0: ["q1-a1"], 1: ["q2-a1", "q2-a3"] });
    expect(unansweredIndexes(state)).toEqual([2]);
    expect(answersToSend(state)).toEqual([
      { q: "q1", a: ["q1-a1"] },
      { q: "q2", a: ["q2-a1", "q2-a3"] },
      { q: "q3", a: [] },
    ]);
    // Choosing for a question that does not exist, or before starting, changes nothing.
    expect(testReducer(state, { type: "choose", index: 7, answerIds: ["x"] })).toBe(state);
    expect(run({ type: "choose", index: 0, answerIds: ["q1-a1"] }).answers).toEqual({});
  });

  it("goes PASSED or FAILED by the server's verdict, only from IN_PROGRESS", () => {
    expect(run({ type: "start", at: 0 }, { type: "checked", answer: checked(true) })).toMatchObject({
      status: "PASSED",
    });
    const failed = run({ type: "start", at: 0 }, { type: "checked", answer: checked(false) });
    expect(failed).toMatchObject({ status: "FAILED", checked: checked(false) });
    expect(run({ type: "checked", answer: checked(true) }).status).toBe("NOT_STARTED");
  });

  it("resets to the start keeping the questions and the threshold", () => {
    const failed = run(
      { type: "start", at: 0 },
      { type: "choose", index: 0, answerIds: ["q1-a2"] },
      { type: "next" },
      { type: "checked", answer: checked(false) },
    );
    const reset = testReducer(failed, { type: "reset" });
    expect(reset).toEqual({
      status: "NOT_STARTED",
      questions,
      percentageToPass: 75,
      index: 0,
      answers: {},
      checked: null,
      startedAt: null,
    });
    expect(reset.questions).toBe(questions);
    expect(reset.percentageToPass).toBe(failed.percentageToPass);
    expect(testReducer(reset, { type: "start", at: 0 }).status).toBe("IN_PROGRESS");
  });

  it("resumes a kept test where it was, keeping only answers that fit the questions", () => {
    const resumed = run({
      type: "resume",
      place: { index: 2, answers: { 0: ["q1-a1", "q1-a2"], 1: ["q2-a2", "gone"], 5: ["q9"], 2: ["gone"] } },
      at: 5000,
    });
    expect(resumed).toMatchObject({ status: "IN_PROGRESS", index: 2, answers: { 0: ["q1-a1"], 1: ["q2-a2"] } });
    expect(fitPlace(questions, { index: 40, answers: {} }, 0).index).toBe(2);
    expect(fitPlace(questions, { index: Number.NaN, answers: {} }, 0).index).toBe(0);
  });

  it("times the attempt from its start, through a reload, and a retake from its own start", () => {
    expect(run({ type: "start", at: 1000 }).startedAt).toBe(1000);
    const resume = (startedAt: number | null | undefined) =>
      run({ type: "resume", place: { index: 0, answers: {}, startedAt }, at: 9000 }).startedAt;
    expect(resume(2000)).toBe(2000);
    // No start kept (a test kept before the timer), or one in the future: timed from the reload.
    expect(resume(undefined)).toBe(9000);
    expect(resume(null)).toBe(9000);
    expect(resume(20_000)).toBe(9000);
    expect(resume(Number.NaN)).toBe(9000);
    const retake = testReducer(run({ type: "start", at: 1000 }, { type: "checked", answer: checked(false) }), {
      type: "reset",
    });
    expect(retake.startedAt).toBeNull();
    expect(testReducer(retake, { type: "start", at: 7000 }).startedAt).toBe(7000);
  });

  it("cannot start a test without questions", () => {
    const empty = initialTestState({ questions: [], percentageToPass: 50 });
    expect(testReducer(empty, { type: "start", at: 0 })).toBe(empty);
  });
});
