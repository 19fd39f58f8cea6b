export { AnswerText, answerTextElements } from "./answer-text";
