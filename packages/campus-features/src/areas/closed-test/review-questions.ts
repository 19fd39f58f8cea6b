import type { CheckedQuestion, QuestionLesson } from "@campus/contract";

/** A question of a failed test to go back to: what it asked, what the learner picked, and its lesson. */
export interface QuestionToReview {
  id: string;
  /** Its number in the test, from 1. */
  number: number;
  question: string;
  /** The labels of the answers the learner picked, in the question's order; empty when left unanswered. */
  picked: string[];
  lesson: QuestionLesson | null;
}

/** The questions answered wrongly or not at all, in the test's order. No right answer is needed, nor shown. */
export function questionsToReview(questions: readonly CheckedQuestion[]): QuestionToReview[] {
  return questions.flatMap((question, index) => {
    if (question.isCorrect) return [];
    const picked = question.answers.filter((answer) => question.userAnswer.includes(answer.id));
    return [
      {
        id: question._id,
        number: index + 1,
        question: question.question,
        picked: picked.map((answer) => answer.label),
        lesson: question.lesson,
      },
    ];
  });
}
