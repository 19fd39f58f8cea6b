import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type TextEditorNotesProps = {
  ids: { description: string; counter: string; notice: string; error: string };
  description?: ReactNode;
  count: number;
  maxLength?: number;
  formatCount: (count: number, maxLength: number) => string;
  /** The message about cut text while it applies, otherwise null. */
  notice: string | null;
  /** The error while the field is invalid. */
  errorMessage?: ReactNode;
};

/** What is written under the editor: the help text, the counter, the notice about cut text and the error. */
export function TextEditorNotes({
  ids,
  description,
  count,
  maxLength,
  formatCount,
  notice,
  errorMessage,
}: TextEditorNotesProps) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        {description ? (
          <p id={ids.description} className="min-w-0 flex-1 text-small text-fg-muted">
            {description}
          </p>
        ) : (
          <span />
        )}
        {maxLength !== undefined ? (
          <p
            id={ids.counter}
            className={cn(
              "shrink-0 text-small text-fg-muted tabular-nums",
              count >= maxLength && "font-semibold text-danger",
            )}
          >
            {formatCount(count, maxLength)}
          </p>
        ) : null}
      </div>
      <p id={ids.notice} role="status" className="text-small font-medium text-fg empty:hidden">
        {notice}
      </p>
      {errorMessage ? (
        <p id={ids.error} className="flex items-start gap-1.5 text-small font-medium text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </>
  );
}
