import type {
  InternalTestProgressAnswer,
  InternalTestProgressBody,
  Lang,
  QuizProgressAnswer,
  QuizProgressBody,
} from "@campus/contract";
import type { Db } from "../db/db.js";
import { badRequest, notFound } from "../errors.js";
import { questionsOf } from "./lesson.js";
import { progressView } from "./progress.js";
import { ownProgress, saveProgress } from "./progress-rows.js";
import { unitFor } from "./progress-updates.js";

/** The same answers, whatever their order or repeats. */
export const sameAnswers = (given: string[], correct: string[]) => {
  const chosen = [...new Set(given)];
  return chosen.length === correct.length && chosen.every((x) => correct.includes(x));
};

/**
 * Records an answer to a quiz question (right or wrong, the latest counts). One transaction with the progress row
 * locked, so answers sent at once never overwrite each other.
 */
export function answerQuiz(db: Db, userId: string, answer: QuizProgressBody["data"]): Promise<QuizProgressAnswer> {
  return db.transaction(async (tx) => {
    const progress = await ownProgress(tx, userId, answer.progressId);
    const { lessons, unit } = await unitFor(tx, progress, answer.lessonId, answer.sublessonId);
    if (unit.kind !== "quiz") throw badRequest("This lesson is not a quiz.");
    const correct = unit.answer_key[answer.questionId];
    if (!correct) throw notFound("Question");
    const isCorrect = sameAnswers(answer.answers, correct);
    const state = progress.lessons[unit.id] ?? {};
    progress.lessons[unit.id] = { ...state, quiz: { ...state.quiz, [answer.questionId]: isCorrect } };
    await saveProgress(tx, progress);
    return { isCorrect, correctAnswers: correct, progress: progressView(progress, lessons) };
  });
}

/**
 * Records an answer to an internal-test question: once passed, a question stays passed (the lesson can be
 * completed when all are). One transaction with the progress row locked.
 */
export function answerInternalTest(
  db: Db,
  userId: string,
  lang: Lang,
  answer: InternalTestProgressBody["data"],
): Promise<InternalTestProgressAnswer> {
  return db.transaction(async (tx) => {
    const progress = await ownProgress(tx, userId, answer.progressId);
    const { lessons, unit } = await unitFor(tx, progress, answer.lessonId, answer.sublessonId);
    if (unit.kind !== "internal-test") throw badRequest("This lesson is not an internal test.");
    const correct = unit.answer_key[answer.questionId];
    const question = questionsOf(unit, lang).find((q) => q._id === answer.questionId);
    if (!correct || !question) throw notFound("Question");
    const isQuestionPassed = sameAnswers(answer.answer, correct);
    const state = progress.lessons[unit.id] ?? {};
    const passedBefore = state.test?.[answer.questionId] === true;
    progress.lessons[unit.id] = {
      ...state,
      test: { ...state.test, [answer.questionId]: passedBefore || isQuestionPassed },
    };
    await saveProgress(tx, progress);
    return {
      answersFeedback: question.answers.map((a) => ({
        id: a.id,
        isSelected: answer.answer.includes(a.id),
        isCorrect: correct.includes(a.id),
      })),
      isQuestionPassed,
      progress: progressView(progress, lessons),
    };
  });
}
