import { Check, ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";

/** One slide: an image with its alt text, or rendered content. */
export type PresentationSlide = {
  /** Stable id of the slide. */
  id: string;
  /** The slide picture. Give `alt` with it: what the slide says, for those who cannot see it. */
  imageSrc?: string;
  /** What the slide says, for those who cannot see the picture. */
  alt?: string;
  /** Rendered slide content, used when there is no image. */
  content?: ReactNode;
};

export type PresentationViewerProps = {
  /** Visible heading that also names the presentation, e.g. the lesson title. */
  title: string;
  /** The heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The slides in order. */
  slides: readonly PresentationSlide[];
  /** Controlled slide index (from 0). */
  index?: number;
  /** The first slide shown when uncontrolled. */
  defaultIndex?: number;
  /** Called with the new slide index (from 0) on every move. */
  onIndexChange?: (index: number) => void;
  /** The counter, e.g. `(n, total) => \`Slajd ${n} z ${total}\``; `n` counts from 1. Also names each slide. */
  formatCounter: (current: number, total: number) => string;
  /** Accessible name of the previous-slide button, e.g. "Poprzedni slajd". */
  previousLabel: string;
  /** Accessible name of the next-slide button, e.g. "Następny slajd". */
  nextLabel: string;
  /** The button that marks the presentation as viewed, e.g. 'Oznacz jako ukończoną'. Shown with `onMarkDone`. */
  markDoneLabel?: string;
  /** Shown instead once it is done, e.g. 'Ukończono'. */
  doneLabel?: string;
  /** The presentation is marked as done (the lesson can then be finished). */
  isDone?: boolean;
  /**
   * Called by the mark-as-done button; the host saves it and sets `isDone`. Without it there is no such button:
   * a host that counts the presentation as viewed by itself (say, once `onIndexChange` reaches the last slide).
   */
  onMarkDone?: () => void;
  /** Name of the full-screen button; the button shows only with it and where the browser allows full screen. */
  fullscreenLabel?: string;
  /** Name of the same button in full screen, e.g. "Zamknij pełny ekran". */
  exitFullscreenLabel?: string;
  /** Shows a skeleton while the lesson loads. */
  isLoading?: boolean;
  /** Announced while loading, e.g. 'Ładowanie prezentacji…'. */
  loadingLabel?: string;
  /** Shown when there are no slides. */
  emptyLabel?: string;
  /** Extra classes for the viewer's section. */
  className?: string;
};

const stageClass = cn(
  "relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-card border border-border bg-surface-sunken",
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-focus",
  "forced-colors:border-[CanvasText]",
);

/**
 * A slide presentation of a lesson. Previous/next buttons and the arrow keys (Home and End too) move
 * between slides while focus is anywhere in the viewer; the counter is announced politely. With `onMarkDone` the
 * learner marks it as done, which unblocks finishing the lesson.
 */
export function PresentationViewer({
  title,
  headingLevel = 2,
  slides,
  index,
  defaultIndex = 0,
  onIndexChange,
  formatCounter,
  previousLabel,
  nextLabel,
  markDoneLabel,
  doneLabel,
  isDone = false,
  onMarkDone,
  fullscreenLabel,
  exitFullscreenLabel,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  className,
}: PresentationViewerProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const rootRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  const total = slides.length;
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(total - 1, 0));
  const slide = slides[current];

  useEffect(() => {
    setCanFullscreen(Boolean(document.fullscreenEnabled && rootRef.current?.requestFullscreen));
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const goTo = (next: number, fromButton = false) => {
    const clamped = Math.min(Math.max(next, 0), total - 1);
    if (clamped === current) return;
    if (index === undefined) setOwnIndex(clamped);
    onIndexChange?.(clamped);
    // The button that led to the first or last slide turns disabled; focus moves to the slide, not the page.
    if (fromButton && (clamped === 0 || clamped === total - 1)) stageRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable=true]")) return;
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen();
  };

  return (
    <section
      ref={rootRef}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      className={cn(
        "flex w-full min-w-0 flex-col gap-3 bg-surface text-fg",
        isFullscreen && "h-full justify-center p-4",
        className,
      )}
    >
      <Heading id={headingId} className="text-lead font-semibold break-words">
        {title}
      </Heading>
      {isLoading ? (
        <SkeletonRegion label={loadingLabel ?? ""} className="flex flex-col gap-3">
          <Skeleton shape="block" className="aspect-video h-auto" />
          <Skeleton className="mx-auto w-32" />
        </SkeletonRegion>
      ) : total === 0 || !slide ? (
        <p className="rounded-card border border-dashed border-border px-4 py-6 text-center text-body text-fg-muted">
          {emptyLabel}
        </p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset */}
          <div
            ref={stageRef}
            role="group"
            aria-roledescription="slide"
            aria-label={formatCounter(current + 1, total)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide takes focus so the arrow keys work without reaching a button first
            tabIndex={0}
            data-slide-id={slide.id}
            className={cn(stageClass, isFullscreen && "max-h-[80vh]")}
          >
            {slide.imageSrc ? (
              <img src={slide.imageSrc} alt={slide.alt ?? ""} className="size-full object-contain" />
            ) : (
              <div className="size-full overflow-auto bg-surface-raised p-6 text-body">{slide.content}</div>
            )}
          </div>
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
                <MarkDoneButton
                  isDone={isDone}
                  markDoneLabel={markDoneLabel}
                  doneLabel={doneLabel}
                  onMarkDone={onMarkDone}
                />
              ) : null}
            </div>
          </div>
        </>
      )}
    </section>
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
