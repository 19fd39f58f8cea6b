import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { ProgressBar } from "../progress-bar/progress-bar";

export type TestProgressProps = {
  /** The current question, counted from 1. */
  current: number;
  /** How many questions the test has. */
  total: number;
  /** The position in words, e.g. `(current, total) => \`Pytanie ${current} z ${total}\``. */
  formatPosition: (current: number, total: number) => string;
  /** Accessible name of the progress bar, e.g. "Postęp testu". */
  progressLabel: string;
  /** A note on the time limit, e.g. 'Test zajmie maksymalnie 20 minut'. */
  timeHint?: ReactNode;
  /** Text of the button to the previous question, e.g. "Wstecz". */
  backLabel: string;
  /** Text of the button to the next question, e.g. "Dalej". */
  nextLabel: string;
  /** Replaces `nextLabel` on the last question, e.g. "Zakończ test". */
  finishLabel: string;
  /** Whether the learner may move on: false until the current question is answered. Default `true`. */
  canGoNext?: boolean;
  /** Called by Back; Back is hidden on the first question. */
  onBack?: () => void;
  /** Called by Next on every question but the last. */
  onNext?: () => void;
  /** Called by Finish on the last question. */
  onFinish?: () => void;
  /** Finish is sending the answers: it stays focusable but refuses presses. */
  isFinishing?: boolean;
  /** The question itself, shown between the position and the navigation. */
  children?: ReactNode;
  /** Extra classes for the test's frame. */
  className?: string;
};

/**
 * Where the learner is in a closed test: "Pytanie 3 z 10", a progress bar, an optional time note, and
 * Back and Next (Finish on the last question) around the current question.
 */
export function TestProgress({
  current,
  total,
  formatPosition,
  progressLabel,
  timeHint,
  backLabel,
  nextLabel,
  finishLabel,
  canGoNext = true,
  onBack,
  onNext,
  onFinish,
  isFinishing = false,
  children,
  className,
}: TestProgressProps) {
  const isLast = current >= total;
  const position = formatPosition(current, total);
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-body font-semibold text-fg">{position}</p>
          {timeHint ? (
            <p className="inline-flex items-center gap-1.5 text-small text-fg-muted">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {timeHint}
            </p>
          ) : null}
        </div>
        <ProgressBar
          aria-label={progressLabel}
          value={current}
          minValue={0}
          maxValue={total}
          valueLabel={position}
          showValueLabel={false}
          size="sm"
        />
      </div>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {current > 1 ? (
          <Button variant="secondary" icon={<ArrowLeft />} onPress={onBack}>
            {backLabel}
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button isDisabled={!canGoNext} isPending={isFinishing} onPress={onFinish}>
            {finishLabel}
          </Button>
        ) : (
          <Button isDisabled={!canGoNext} onPress={onNext}>
            {nextLabel}
            <ArrowRight aria-hidden="true" className="size-[1.15em] shrink-0" />
          </Button>
        )}
      </div>
    </div>
  );
}
