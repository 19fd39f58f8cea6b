import type { CheckedQuestion } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { questionsToReview } from "./review-questions";

const question = (n: number, userAnswer: string[], isCorrect: boolean, withLesson = true): CheckedQuestion => ({
  _id: `q${n}`,
  question: `Pytanie ${n}?`,
  type: n === 2 ? "multiple" : "single",
  answers: [
    { id: `q${n}-a1`, label: "Pierwsza" },
    { id: `q${n}-a2`, label: "Druga" },
    { id: `q${n}-a3`, label: "Trzecia" },
  ],
  userAnswer,
  isCorrect,
  lesson: withLesson ? { lessonId: `l${n}`, sublessonId: null, title: `Lekcja ${n}` } : null,
});

describe("the questions of a failed test to review", () => {
  it("are the wrong and unanswered ones, numbered as in the test, with what was picked and their lesson", () => {
    const review = questionsToReview([
      question(1, ["q1-a1"], true),
      question(2, ["q2-a3", "q2-a1"], false),
      question(3, [], false, false),
    ]);
    expect(review).toEqual([
      {
        id: "q2",
        number: 2,
        question: "Pytanie 2?",
        picked: ["Pierwsza", "Trzecia"],
        lesson: { lessonId: "l2", sublessonId: null, title: "Lekcja 2" },
      },
      { id: "q3", number: 3, question: "Pytanie 3?", picked: [], lesson: null },
    ]);
  });

  it("is empty when every question was right", () => {
    expect(questionsToReview([question(1, ["q1-a2"], true)])).toEqual([]);
  });
});
