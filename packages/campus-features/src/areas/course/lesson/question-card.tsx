import type { Question } from "@campus/contract";
import { Button, TestQuestion } from "@campus/design-system";
import { CircleCheck, RotateCcw, SendHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type QuestionResult, useQuestionCheck } from "./use-question-check";

export type { QuestionResult };

export interface QuestionCardProps {
  question: Question;
  /** From 1. */
  number: number;
  total: number;
  /** Sends the picked answers; rejects with the call's error. */
  check(answerIds: string[]): Promise<QuestionResult>;
  /** Whether the learner may answer again after this result. */
  canRetry(result: QuestionResult): boolean;
  /** The explanation under a wrong answer. */
  incorrectFeedback: string;
  /** The locale key of the toast when checking fails (SPEC section 8). */
  checkErrorKey: string;
  onResult?(result: QuestionResult): void;
}

/**
 * One question of a quiz or an internal test: the answers, a check sent to the API, and the verdict with
 * every answer marked. A failed check keeps what the learner picked; answering again keeps it too, to change.
 */
export function QuestionCard({
  question,
  number,
  total,
  check,
  canRetry,
  incorrectFeedback,
  checkErrorKey,
  onResult,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const { card, answerIds, setAnswerIds, result, mayRetry, isChecking, send, answerAgain } = useQuestionCheck({
    check,
    canRetry,
    checkErrorKey,
    onResult,
  });

  return (
    <li
      ref={card}
      tabIndex={-1}
      data-question-id={question._id}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus sm:p-6"
    >
      <p className="text-caption font-semibold tracking-wide text-fg-muted uppercase">
        {t("lesson.questions.number", { number, total })}
      </p>
      <TestQuestion
        question={question.question}
        type={question.type}
        hint={t(question.type === "single" ? "lesson.questions.single" : "lesson.questions.multiple")}
        answers={question.answers}
        value={answerIds}
        onChange={setAnswerIds}
        {...(result
          ? {
              check: {
                correctAnswerIds: result.correctAnswerIds,
                correctTitle: t("lesson.questions.correct"),
                incorrectTitle: t("lesson.questions.incorrect"),
                ...(result.isCorrect ? {} : { feedback: incorrectFeedback }),
              },
              markLabels: {
                correct: t("lesson.questions.marks.correct"),
                incorrect: t("lesson.questions.marks.incorrect"),
                missed: t("lesson.questions.marks.missed"),
              },
            }
          : {})}
      />
      {result === null || mayRetry ? (
        <Button
          variant={result ? "secondary" : "primary"}
          icon={result ? <RotateCcw /> : <SendHorizontal />}
          isDisabled={result === null && answerIds.length === 0}
          isPending={isChecking}
          onPress={() => (result ? answerAgain() : void send())}
          className="self-start"
        >
          {result ? t("lesson.questions.retry") : t("lesson.questions.check")}
        </Button>
      ) : (
        <p className="inline-flex items-center gap-2 text-small font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("lesson.questions.settled")}
        </p>
      )}
    </li>
  );
}
