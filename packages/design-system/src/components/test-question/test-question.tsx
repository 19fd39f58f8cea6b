import type { ReactNode } from "react";
import { CheckboxGroup as AriaCheckboxGroup, RadioGroup as AriaRadioGroup, Label, Text } from "react-aria-components";
import { cn } from "../../lib/cn";
import { answerResult, type TestAnswerMarkLabels } from "./test-answer-mark";
import { TestAnswerOption } from "./test-answer-option";
import { TestQuestionFeedback } from "./test-question-feedback";

/** One answer of a question. */
export type TestAnswer = {
  /** Stable id, the value passed to `onChange`. */
  id: string;
  /** The answer's text. */
  label: ReactNode;
};

/** `single`: exactly one right answer (radio buttons); `multiple`: all right answers (checkboxes). */
export type TestQuestionType = "single" | "multiple";

/** The outcome of checking a question: which answers were right, and what to tell the learner. */
export type TestQuestionCheck = {
  /** Ids of every right answer. */
  correctAnswerIds: readonly string[];
  /** The verdict when every right answer, and only those, were picked, e.g. "Dobra odpowiedź!". */
  correctTitle: ReactNode;
  /** The verdict otherwise, e.g. "Niestety, to nie jest poprawna odpowiedź". */
  incorrectTitle: ReactNode;
  /** An explanation under the verdict. */
  feedback?: ReactNode;
};

export type TestQuestionProps = {
  /** The question; it names the group of answers. */
  question: ReactNode;
  /** `single`: one right answer, radio buttons; `multiple`: every right answer, checkboxes. */
  type: TestQuestionType;
  /**
   * How to answer, read after the question: 'Wybierz jedną odpowiedź' for `single`,
   * 'Wybierz wszystkie poprawne odpowiedzi' for `multiple`.
   */
  hint: ReactNode;
  /** The answers in the order shown. */
  answers: readonly TestAnswer[];
  /** Ids of the picked answers (one at most for `single`). Empty means unanswered. */
  value: readonly string[];
  /** Called with the new list of picked ids. Not called once the answers are checked. */
  onChange?: (answerIds: string[]) => void;
  /** Once set, the answers are read-only and each one carries its mark, with a verdict below. */
  check?: TestQuestionCheck;
  /** Texts of the per-answer marks; needed with `check`. */
  markLabels?: TestAnswerMarkLabels;
  /** Locks the answers, e.g. while they are being sent. */
  isDisabled?: boolean;
  /** Extra classes for the question's group. */
  className?: string;
};

/**
 * One closed-test question in its four states: unanswered, answered, checked and right, checked and
 * wrong. Single choice is a radio group (one Tab stop, arrows pick); multiple choice is checkboxes (Tab
 * moves, Space ticks).
 */
export function TestQuestion({
  question,
  type,
  hint,
  answers,
  value,
  onChange,
  check,
  markLabels,
  isDisabled,
  className,
}: TestQuestionProps) {
  const isChecked = check !== undefined;
  const picked = new Set(value);
  const correct = new Set(check?.correctAnswerIds ?? []);
  const isCorrect = isChecked && picked.size === correct.size && [...picked].every((answerId) => correct.has(answerId));
  const state = isChecked ? (isCorrect ? "correct" : "incorrect") : value.length > 0 ? "answered" : "unanswered";

  const heading = (
    <>
      <Label className="text-lead font-semibold text-fg">{question}</Label>
      <Text slot="description" className="-mt-2 text-small text-fg-muted">
        {hint}
      </Text>
      <div className="flex flex-col gap-3">
        {answers.map((answer) => (
          <TestAnswerOption
            key={answer.id}
            answer={answer}
            type={type}
            result={isChecked ? answerResult(picked.has(answer.id), correct.has(answer.id)) : undefined}
            markLabels={markLabels}
          />
        ))}
      </div>
    </>
  );
  const groupClass = "flex flex-col gap-4";

  return (
    <div data-state={state} className={cn("flex flex-col gap-5", className)}>
      {type === "single" ? (
        <AriaRadioGroup
          className={groupClass}
          value={value[0] ?? null}
          onChange={(answerId) => onChange?.([answerId])}
          isReadOnly={isChecked}
          isDisabled={isDisabled}
        >
          {heading}
        </AriaRadioGroup>
      ) : (
        <AriaCheckboxGroup
          className={groupClass}
          value={[...value]}
          onChange={(answerIds) => onChange?.(answerIds)}
          isReadOnly={isChecked}
          isDisabled={isDisabled}
        >
          {heading}
        </AriaCheckboxGroup>
      )}
      <div role="status">
        {check ? (
          <TestQuestionFeedback
            isCorrect={isCorrect}
            title={isCorrect ? check.correctTitle : check.incorrectTitle}
            message={check.feedback}
          />
        ) : null}
      </div>
    </div>
  );
}
