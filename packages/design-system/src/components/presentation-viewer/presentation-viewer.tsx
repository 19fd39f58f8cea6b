import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { PresentationControls } from "./presentation-controls";
import { useFullscreen } from "./use-fullscreen";
import { useSlideNavigation } from "./use-slide-navigation";

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
  isLoading = false,
  loadingLabel,
  emptyLabel,
  className,
  ...controls
}: PresentationViewerProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const total = slides.length;
  const { stageRef, current, goTo, onKeyDown } = useSlideNavigation({ total, index, defaultIndex, onIndexChange });
  const fullscreen = useFullscreen<HTMLElement>();
  const { rootRef, isFullscreen } = fullscreen;
  const slide = slides[current];

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
          <PresentationControls
            {...controls}
            {...fullscreen}
            formatCounter={formatCounter}
            current={current}
            total={total}
            goTo={goTo}
          />
        </>
      )}
    </section>
  );
}
