import { Layers, Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import { AccessLabel } from "../access-label";
import { CardImage, CardProgress, CardTitle, cardFrame, type HeadingLevel } from "../course-card/card-parts";

export interface ProgramCardProps {
  /** The program (module) title. */
  title: string;
  /** The pre-formatted course count, e.g. "8 kursów". */
  courseCountLabel: string;
  /** A short description under the title. */
  description?: string;
  /** Cover image URL; without one the card shows a plain hero band. Decorative unless `imageAlt` is given. */
  imageSrc?: string;
  /** Text alternative of the cover when it shows more than the title says; leave out for a decorative cover. */
  imageAlt?: string;
  /** Progress from 0 to 100 over the program's courses; leave out for a program not started. */
  progress?: number;
  /** The progress bar's label, e.g. "Postęp programu". */
  progressLabel?: string;
  /** A pre-formatted progress value, e.g. "3 z 8 kursów". */
  progressValueLabel?: string;
  /** The learner's rank is too low for the program: the card cannot be opened and says why. */
  isLocked?: boolean;
  /** Why a locked card cannot be opened, e.g. "Ranga za niska". */
  lockedLabel?: string;
  /** The program page. */
  href?: string;
  /** Called when the card is opened. */
  onOpen?: () => void;
  /** The heading level of the title within the page (default 3). */
  headingLevel?: HeadingLevel;
  /** Extra classes for the card, e.g. its width in a grid. */
  className?: string;
}

/** A program (a group of courses) in the programs list; one link to the program unless locked by rank. */
export function ProgramCard({
  title,
  courseCountLabel,
  description,
  imageSrc,
  imageAlt,
  progress,
  progressLabel,
  progressValueLabel,
  isLocked = false,
  lockedLabel,
  href,
  onOpen,
  headingLevel,
  className,
}: ProgramCardProps) {
  const canOpen = !isLocked && (href !== undefined || onOpen !== undefined);
  return (
    <article data-locked={isLocked || undefined} className={cn(cardFrame, isLocked && "bg-surface", className)}>
      <CardImage
        src={imageSrc}
        alt={imageAlt}
        className={cn("aspect-[3/1] bg-hero text-hero-fg", isLocked && "grayscale")}
      >
        {imageSrc ? null : (
          <span className="absolute inset-0 grid place-items-center">
            <Layers aria-hidden="true" className="size-10 opacity-80" />
          </span>
        )}
        {isLocked ? (
          <span className="absolute inset-0 grid place-items-center bg-overlay">
            <span className="grid size-11 place-items-center rounded-full bg-surface-raised text-fg border-edge-bold border-fg">
              <Lock aria-hidden="true" className="size-5" />
            </span>
          </span>
        ) : null}
      </CardImage>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-small font-semibold text-fg-muted">{courseCountLabel}</p>
          {isLocked && lockedLabel ? (
            <AccessLabel status="rankTooLow" size="sm">
              {lockedLabel}
            </AccessLabel>
          ) : null}
        </div>
        <CardTitle level={headingLevel} className="text-heading" link={canOpen && { href, onPress: onOpen }}>
          {title}
        </CardTitle>
        {description ? <p className="text-small text-fg-muted text-pretty">{description}</p> : null}
        <CardProgress value={progress} label={progressLabel} valueLabel={progressValueLabel} title={title} />
      </div>
    </article>
  );
}
