import { Check, Flame } from "lucide-react";
import { cn } from "../../lib/cn";
import { Drawer } from "../drawer/drawer";
import type { SideDrawerStateProps } from "./side-drawer-state";

export type SessionStreakDrawerProps = SideDrawerStateProps & {
  /** Heading of the drawer, e.g. 'Seria nauki'. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Days in a row with a completed session. */
  streakDays: number;
  /** The count in words with the right plural, e.g. (5) => '5 dni z rzędu'. */
  formatStreakDays: (days: number) => string;
  /** Heading over the tasks, e.g. 'Zadania na dziś'. */
  tasksHeading: string;
  /** Optional line explaining the streak, e.g. 'Wykonaj zadania, aby utrzymać serię.' */
  description?: string;
  /** Task label, e.g. 'Kontynuuj kurs'. */
  continueCourseLabel: string;
  /** Task label, e.g. 'Skorzystaj z narzędzia'. */
  useToolLabel: string;
  /** Task label, e.g. 'Ucz się co najmniej 5 minut'. */
  studyTimeLabel: string;
  /** Today's task "continue a course" is done. */
  isCourseContinued: boolean;
  /** Today's task "use a tool" is done. */
  isToolUsed: boolean;
  /** Today's task "study at least 5 minutes" is done. */
  isStudyTimeReached: boolean;
  /** Read after a done task, e.g. 'wykonane'. */
  doneLabel: string;
  /** Read after a task not done yet, e.g. 'niewykonane'. */
  notDoneLabel: string;
};

function StreakTask({
  label,
  isDone,
  doneLabel,
  notDoneLabel,
}: {
  label: string;
  isDone: boolean;
  doneLabel: string;
  notDoneLabel: string;
}) {
  return (
    <li data-done={isDone} className="flex items-center gap-3 rounded-card border border-border p-3">
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2",
          isDone
            ? "border-success bg-success text-surface-raised forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none"
            : "border-border-strong border-dashed",
        )}
      >
        {isDone ? <Check className="size-4" strokeWidth={3} /> : null}
      </span>
      <span className={cn("min-w-0 flex-1 text-body text-fg text-pretty", isDone && "font-semibold")}>
        {label}
        <span className="sr-only">{`, ${isDone ? doneLabel : notDoneLabel}`}</span>
      </span>
    </li>
  );
}

/**
 * The session streak side drawer: the number of days in a row and today's three streak tasks (continue a
 * course, use a tool, study at least 5 minutes), each ticked when done.
 */
export function SessionStreakDrawer({
  title,
  closeLabel,
  streakDays,
  formatStreakDays,
  tasksHeading,
  description,
  continueCourseLabel,
  useToolLabel,
  studyTimeLabel,
  isCourseContinued,
  isToolUsed,
  isStudyTimeReached,
  doneLabel,
  notDoneLabel,
  ...state
}: SessionStreakDrawerProps) {
  const labels = { doneLabel, notDoneLabel };
  return (
    <Drawer {...state} title={title} closeLabel={closeLabel} placement="right">
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-4 rounded-card bg-accent-subtle p-4 border-edge border-border">
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent-text border-edge border-current"
          >
            <Flame className="size-8" />
          </span>
          <div className="flex min-w-0 flex-col">
            <p className="text-heading font-bold text-fg tabular-nums">{formatStreakDays(streakDays)}</p>
            {description ? <p className="text-small text-fg-muted text-pretty">{description}</p> : null}
          </div>
        </div>
        <section className="flex flex-col gap-3">
          <h3 className="text-lead font-semibold text-fg">{tasksHeading}</h3>
          <ul className="flex flex-col gap-2">
            <StreakTask label={continueCourseLabel} isDone={isCourseContinued} {...labels} />
            <StreakTask label={useToolLabel} isDone={isToolUsed} {...labels} />
            <StreakTask label={studyTimeLabel} isDone={isStudyTimeReached} {...labels} />
          </ul>
        </section>
      </div>
    </Drawer>
  );
}
