import { Check, Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import type { LessonItemProps } from "./lesson-item";
import { lessonKindIcons } from "./lesson-kind";

type LessonItemContentProps = Pick<
  LessonItemProps,
  "lesson" | "kindLabels" | "completedLabel" | "lockedLabel" | "isCurrent" | "currentLabel" | "isSublesson"
>;

/** What a lesson row shows: the kind's icon, the title, and a line of kind, duration and status. */
export function LessonItemContent({
  lesson,
  kindLabels,
  completedLabel,
  lockedLabel,
  isCurrent,
  currentLabel,
  isSublesson,
}: LessonItemContentProps) {
  const KindIcon = lessonKindIcons[lesson.kind];
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 inline-flex shrink-0 items-center justify-center rounded-full",
          isSublesson ? "size-7 [&>svg]:size-4" : "size-9 [&>svg]:size-5",
          lesson.isLocked
            ? "bg-surface-sunken text-fg-muted border-edge border-border"
            : "bg-accent-subtle text-accent-text border-edge border-current",
        )}
      >
        <KindIcon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn("font-medium break-words", isSublesson ? "text-small" : "text-body")}>{lesson.title}</span>
        <span className="flex flex-wrap items-center gap-x-2 text-caption text-fg-muted">
          <span>{kindLabels[lesson.kind]}</span>
          {lesson.duration ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{lesson.duration}</span>
            </>
          ) : null}
          {isCurrent && currentLabel ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-semibold text-accent-text">{currentLabel}</span>
            </>
          ) : null}
          {lesson.isCompleted && !lesson.isLocked ? (
            <>
              <span aria-hidden="true">·</span>
              <CompletedStatus label={completedLabel} />
            </>
          ) : null}
        </span>
        {lesson.isLocked ? (
          <span className="flex items-start gap-1 text-caption text-fg-muted">
            <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{lesson.lockedReason ?? lockedLabel}</span>
          </span>
        ) : null}
      </span>
    </>
  );
}

function CompletedStatus({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-fg">
      <span className="inline-flex size-4 items-center justify-center rounded-full bg-success text-surface-raised forced-colors:border forced-colors:border-[CanvasText]">
        <Check aria-hidden="true" className="size-3" strokeWidth={3} />
      </span>
      <span>{label}</span>
    </span>
  );
}
