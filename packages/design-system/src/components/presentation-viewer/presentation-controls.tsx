import { Check, ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import type { PresentationViewerProps } from "./presentation-viewer";

type PresentationControlsProps = Pick<
  PresentationViewerProps,
  | "formatCounter"
  | "previousLabel"
  | "nextLabel"
  | "markDoneLabel"
  | "doneLabel"
  | "isDone"
  | "onMarkDone"
  | "fullscreenLabel"
  | "exitFullscreenLabel"
> & {
  current: number;
  total: number;
  goTo: (next: number, fromButton?: boolean) => void;
  canFullscreen: boolean;
  isFullscreen: boolean;
  toggleFullscreen: () => void;
};

/** The row under the slide: previous, the counter and next, then full screen and mark as done. */
export function PresentationControls({
  formatCounter,
  previousLabel,
  nextLabel,
  markDoneLabel,
  doneLabel,
  isDone = false,
  onMarkDone,
  fullscreenLabel,
  exitFullscreenLabel,
  current,
  total,
  goTo,
  canFullscreen,
  isFullscreen,
  toggleFullscreen,
}: PresentationControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          icon={<ChevronLeft />}
          aria-label={previousLabel}
          isDisabled={current === 0}
          onPress={() => goTo(current - 1, true)}
        />
        <p aria-live="polite" className="min-w-24 text-center text-small text-fg tabular-nums">
          {formatCounter(current + 1, total)}
        </p>
        <Button
          variant="secondary"
          icon={<ChevronRight />}
          aria-label={nextLabel}
          isDisabled={current === total - 1}
          onPress={() => goTo(current + 1, true)}
        />
      </div>
      <div className="ms-auto flex flex-wrap items-center gap-2">
        {fullscreenLabel && canFullscreen ? (
          <Button
            variant="ghost"
            icon={isFullscreen ? <Minimize /> : <Maximize />}
            aria-label={isFullscreen ? (exitFullscreenLabel ?? fullscreenLabel) : fullscreenLabel}
            onPress={toggleFullscreen}
          />
        ) : null}
        {onMarkDone ? (
          <MarkDoneButton isDone={isDone} markDoneLabel={markDoneLabel} doneLabel={doneLabel} onMarkDone={onMarkDone} />
        ) : null}
      </div>
    </div>
  );
}

function MarkDoneButton({
  isDone,
  markDoneLabel,
  doneLabel,
  onMarkDone,
}: Pick<PresentationViewerProps, "isDone" | "markDoneLabel" | "doneLabel" | "onMarkDone">) {
  // Once done the button stays (focus is not lost) but shows the done state and does nothing more.
  return (
    <Button
      variant={isDone ? "secondary" : "primary"}
      icon={isDone ? <Check /> : undefined}
      data-done={isDone ? "" : undefined}
      onPress={isDone ? undefined : onMarkDone}
      className={cn("py-2", isDone && "border-success text-fg")}
    >
      {isDone ? doneLabel : markDoneLabel}
    </Button>
  );
}
