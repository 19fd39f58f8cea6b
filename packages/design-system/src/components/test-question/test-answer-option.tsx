import { cn } from "../../lib/cn";
import { Checkbox } from "../checkbox/checkbox";
import { Radio } from "../radio-group/radio-group";
import { TestAnswerMark, type TestAnswerMarkLabels, type TestAnswerResult } from "./test-answer-mark";
import type { TestAnswer, TestQuestionType } from "./test-question";

const answerRow = cn(
  "rounded-control border border-border bg-surface-raised p-3 transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:border-fg data-[selected]:border-accent data-[selected]:bg-accent-subtle",
  "data-[readonly]:cursor-default data-[readonly]:data-[hovered]:border-border",
  // A thicker border takes its extra pixel from the padding, so the text does not shift.
  "hc:data-[selected]:border-2 hc:data-[selected]:p-[11px] forced-colors:data-[selected]:border-[Highlight]",
);

const resultRow = {
  correct:
    "border-2 p-[11px] border-success data-[selected]:border-success data-[readonly]:data-[hovered]:border-success",
  incorrect:
    "border-2 p-[11px] border-danger data-[selected]:border-danger data-[readonly]:data-[hovered]:border-danger",
  missed: "border-2 p-[11px] border-dashed border-success data-[readonly]:data-[hovered]:border-success",
} as const;

type TestAnswerOptionProps = {
  answer: TestAnswer;
  type: TestQuestionType;
  /** How the answer came out once checked; undefined before. */
  result?: TestAnswerResult;
  markLabels?: TestAnswerMarkLabels;
};

/** One answer: a radio button or a checkbox, with its mark once the question is checked. */
export function TestAnswerOption({ answer, type, result, markLabels }: TestAnswerOptionProps) {
  const content = (
    <span className="flex flex-col gap-1">
      <span>{answer.label}</span>
      {/* The space keeps the answer and its mark two words apart in the accessible name. */}
      {result && markLabels ? (
        <>
          {" "}
          <TestAnswerMark result={result} labels={markLabels} />
        </>
      ) : null}
    </span>
  );
  const rowClass = cn(answerRow, result && resultRow[result]);
  return type === "single" ? (
    <Radio value={answer.id} className={rowClass} data-result={result}>
      {content}
    </Radio>
  ) : (
    <Checkbox value={answer.id} className={rowClass} data-result={result}>
      {content}
    </Checkbox>
  );
}
