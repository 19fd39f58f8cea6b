import { CircleCheck, CircleX } from "lucide-react";
import { cn } from "../../lib/cn";

/** How a checked answer came out: picked and right, picked and wrong, or right but not picked. */
export type TestAnswerResult = "correct" | "incorrect" | "missed";

/** Texts of the per-answer marks shown once answers are checked. */
export type TestAnswerMarkLabels = {
  /** On a picked, right answer, e.g. "Poprawna odpowiedź". */
  correct: string;
  /** On a picked, wrong answer, e.g. "Błędna odpowiedź". */
  incorrect: string;
  /** On a right answer that was not picked, e.g. "Poprawna odpowiedź (niezaznaczona)". */
  missed: string;
};

/** Which mark an answer gets once checked; none for a wrong answer the learner left alone. */
export function answerResult(isPicked: boolean, isCorrect: boolean): TestAnswerResult | undefined {
  if (isCorrect) return isPicked ? "correct" : "missed";
  return isPicked ? "incorrect" : undefined;
}

/** An icon and a text, so the result never rests on colour alone. It is part of the answer's accessible name. */
export function TestAnswerMark({
  result,
  labels,
}: {
  /** How the answer came out: `correct`, `incorrect` or `missed` (right but not picked). */
  result: TestAnswerResult;
  /** The texts of the three marks, e.g. "Poprawna odpowiedź". */
  labels: TestAnswerMarkLabels;
}) {
  const Icon = result === "incorrect" ? CircleX : CircleCheck;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 text-small font-semibold",
        result === "incorrect" ? "text-danger" : "text-success",
        "forced-colors:text-[CanvasText]",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {labels[result]}
    </span>
  );
}
