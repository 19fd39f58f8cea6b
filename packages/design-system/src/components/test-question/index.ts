export type { TestAnswerMarkLabels, TestAnswerResult } from "./test-answer-mark";
export {
  type TestAnswer,
  TestQuestion,
  type TestQuestionCheck,
  type TestQuestionProps,
  type TestQuestionType,
} from "./test-question";
export { TestQuestionFeedback, type TestQuestionFeedbackProps } from "./test-question-feedback";
