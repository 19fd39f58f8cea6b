import { Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import { AccessLabel } from "../access-label";
import { CardImage, CardProgress, CardTitle, cardFrame, type HeadingLevel } from "./card-parts";

export type CourseAccess = "available" | "unavailable" | "completed";

export interface CourseCardProps {
  /** The course title. */
  title: string;
  /** The program (module) the course belongs to, shown above the title. */
  program?: string;
  /** Cover image URL; decorative unless `imageAlt` is given. */
  imageSrc?: string;
  /** Text alternative of the cover when it shows more than the title says; leave out for a decorative cover. */
  imageAlt?: string;
  /** Progress from 0 to 100; leave out for a course the learner has not started. */
  progress?: number;
  /** The progress bar's label, e.g. "Postęp". */
  progressLabel?: string;
  /** A pre-formatted progress value, e.g. "4 z 10 lekcji"; defaults to the percentage. */
  progressValueLabel?: string;
  /** Access to the course: available, unavailable (not open yet) or completed. */
  access: CourseAccess;
  /** The visible access label, e.g. "Dostępny", "Niedostępny", "Ukończony". */
  accessLabel: string;
  /** The learner's rank is too low for the course: the card cannot be opened and says why. */
  isLocked?: boolean;
  /** Why a locked card cannot be opened, e.g. "Ranga za niska"; replaces the access label. */
  lockedLabel?: string;
  /** The course page. */
  href?: string;
  /** Called when the card is opened. */
  onOpen?: () => void;
  /** The heading level of the title within the page (default 3). */
  headingLevel?: HeadingLevel;
  /** Extra classes for the card, e.g. its width in a grid. */
  className?: string;
}

/**
 * A course in a program or course list. The whole card is one link to the course; a course that is
 * locked by rank or unavailable has no link at all, so it cannot be opened by mouse or keyboard.
 */
export function CourseCard({
  title,
  program,
  imageSrc,
  imageAlt,
  progress,
  progressLabel = "",
  progressValueLabel,
  access,
  accessLabel,
  isLocked = false,
  lockedLabel,
  href,
  onOpen,
  headingLevel,
  className,
}: CourseCardProps) {
  const canOpen = !isLocked && access !== "unavailable" && (href !== undefined || onOpen !== undefined);
  return (
    <article
      data-access={access}
      data-locked={isLocked || undefined}
      className={cn(cardFrame, isLocked && "bg-surface", className)}
    >
      <CardImage src={imageSrc} alt={imageAlt} className={cn(isLocked && "grayscale")}>
        {isLocked ? (
          <span className="absolute inset-0 grid place-items-center bg-overlay">
            <span className="grid size-12 place-items-center rounded-full bg-surface-raised text-fg border-edge-bold border-fg">
              <Lock aria-hidden="true" className="size-6" />
            </span>
          </span>
        ) : null}
      </CardImage>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {program ? (
            <p className="min-w-0 text-caption font-semibold tracking-wide text-fg-muted uppercase break-words">
              {program}
            </p>
          ) : null}
          {isLocked && lockedLabel ? (
            <AccessLabel status="rankTooLow" size="sm">
              {lockedLabel}
            </AccessLabel>
          ) : (
            <AccessLabel status={access} size="sm">
              {accessLabel}
            </AccessLabel>
          )}
        </div>
        <CardTitle level={headingLevel} link={canOpen && { href, onPress: onOpen }}>
          {title}
        </CardTitle>
        <CardProgress value={progress} label={progressLabel} valueLabel={progressValueLabel} title={title} />
      </div>
    </article>
  );
}
