import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { Badge } from "../badge/badge";
import { Drawer } from "../drawer/drawer";
import { ProgressBar } from "../progress-bar/progress-bar";
import type { SideDrawerStateProps } from "./side-drawer-state";

export type RankStage = {
  /** The stage number, 1 for the first rank. */
  stage: number;
  name: string;
  /** What the rank gives or what it takes to reach it. */
  description: string;
  /** The learner's rank now. */
  isCurrent: boolean;
  /** Reached already (the current stage counts as reached). */
  isReached: boolean;
};

export type RankDrawerProps = SideDrawerStateProps & {
  /** Heading of the drawer, e.g. 'Twoja ranga'. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** All stages, lowest first. */
  stages: RankStage[];
  /** The visible marker of the current stage, e.g. 'Twoja ranga'. */
  currentLabel: string;
  /** Read after a reached stage's name, e.g. 'osiągnięta'. */
  reachedLabel: string;
  /** Read after a stage not reached yet, e.g. 'nieosiągnięta'. */
  notReachedLabel: string;
  /** Label of the progress towards the next stage, e.g. 'Postęp do rangi Odkrywca'. Leave out at the top rank. */
  progressLabel?: string;
  /** Progress towards the next stage, 0–100. */
  progressValue?: number;
  /** Progress said in words, e.g. '3 z 5 kursów'; the percentage shows without it. */
  progressValueLabel?: string;
  /** A condition under the stages, e.g. 'Utrzymanie rangi wymaga aktywnej subskrypcji.' */
  note?: string;
};

/**
 * The rank side drawer: the learner's progress towards the next stage and every stage of the rank ladder,
 * the current one highlighted and marked in text, reached ones ticked.
 */
export function RankDrawer({
  title,
  closeLabel,
  stages,
  currentLabel,
  reachedLabel,
  notReachedLabel,
  progressLabel,
  progressValue,
  progressValueLabel,
  note,
  ...state
}: RankDrawerProps) {
  return (
    <Drawer {...state} title={title} closeLabel={closeLabel} placement="right">
      <div className="flex flex-col gap-6">
        {progressLabel && progressValue !== undefined ? (
          <ProgressBar
            label={progressLabel}
            value={progressValue}
            {...(progressValueLabel ? { valueLabel: progressValueLabel } : {})}
          />
        ) : null}
        <ol className="flex flex-col gap-3">
          {stages.map((stage) => (
            <li
              key={stage.stage}
              aria-current={stage.isCurrent ? "step" : undefined}
              data-reached={stage.isReached}
              className={cn(
                "flex gap-3 rounded-card border p-3",
                stage.isCurrent
                  ? "border-accent bg-accent-subtle ring-1 ring-accent forced-colors:border-[Highlight]"
                  : "border-border",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-small font-semibold tabular-nums",
                  stage.isReached
                    ? "border-accent bg-accent text-accent-fg forced-colors:border-[Highlight]"
                    : "border-border-strong text-fg-muted",
                )}
              >
                {stage.isReached && !stage.isCurrent ? <Check className="size-5" /> : stage.stage}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-body font-semibold text-fg">
                    <span className="sr-only">{`${stage.stage}.`}</span> {stage.name}
                    <span className="sr-only">{`, ${stage.isReached ? reachedLabel : notReachedLabel}`}</span>
                  </h3>
                  {stage.isCurrent ? (
                    <Badge size="sm" variant="accent">
                      {currentLabel}
                    </Badge>
                  ) : null}
                </div>
                <p className="text-small text-fg-muted text-pretty">{stage.description}</p>
              </div>
            </li>
          ))}
        </ol>
        {note ? <p className="text-small text-fg-muted text-pretty">{note}</p> : null}
      </div>
    </Drawer>
  );
}
