import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type TestQuestionFeedbackProps = {
  /** Whether every picked answer, and only those, were right. */
  isCorrect: boolean;
  /** The verdict, e.g. "Dobra odpowiedź!" or "Niestety, to nie jest poprawna odpowiedź". */
  title: ReactNode;
  /** An explanation under the verdict. */
  message?: ReactNode;
};

/** The verdict after checking, with an icon and words so it does not rest on colour. */
export function TestQuestionFeedback({ isCorrect, title, message }: TestQuestionFeedbackProps) {
  const Icon = isCorrect ? CircleCheck : CircleX;
  return (
    <div
      data-correct={isCorrect}
      className={cn(
        "flex gap-3 rounded-control border-2 p-4 text-fg",
        isCorrect ? "border-success bg-success-subtle" : "border-danger bg-danger-subtle",
        "forced-colors:border-[CanvasText]",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          "mt-0.5 size-5 shrink-0",
          isCorrect ? "text-success" : "text-danger",
          "forced-colors:text-[CanvasText]",
        )}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-body font-semibold">{title}</p>
        {message ? <div className="text-small">{message}</div> : null}
      </div>
    </div>
  );
}
