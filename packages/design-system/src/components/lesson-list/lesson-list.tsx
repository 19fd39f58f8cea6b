import { useId } from "react";
import { cn } from "../../lib/cn";
import { ProgressBar } from "../progress-bar/progress-bar";
import { Skeleton, SkeletonRegion } from "../skeleton/skeleton";
import { LessonItem, type LessonItemProps, type LessonListEntry } from "./lesson-item";

export type LessonListProps = Pick<
  LessonItemProps,
  "kindLabels" | "completedLabel" | "lockedLabel" | "currentLabel" | "currentType" | "onSelect"
> & {
  /** The course's lessons in order, each with its sub-lessons. */
  lessons: readonly LessonListEntry[];
  /** Visible heading that also names the navigation, e.g. 'Lekcje kursu'. */
  title: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Id of the lesson or sub-lesson the learner is on. */
  currentId?: string;
  /**
   * The progress summary, e.g. `(done, total) => \`${done} z ${total} lekcji ukończone\``. Lessons and
   * sub-lessons count alike. Without it no summary is shown.
   */
  formatProgress?: (completed: number, total: number) => string;
  /** Shows skeleton rows while the course loads. */
  isLoading?: boolean;
  /** Announced while loading, e.g. 'Ładowanie lekcji…'. */
  loadingLabel?: string;
  /** Shown when the course has no lessons yet. */
  emptyLabel?: string;
  /** Extra classes for the lesson navigation. */
  className?: string;
};

function flatten(lessons: readonly LessonListEntry[]): LessonListEntry[] {
  return lessons.flatMap((lesson) => [lesson, ...flatten(lesson.sublessons ?? [])]);
}

/**
 * The lessons of a course with their sub-lessons, as navigation: each open lesson is a link or a button
 * reached with Tab, locked ones are shown with their reason but skipped, the current one carries
 * `aria-current`.
 */
export function LessonList({
  lessons,
  title,
  headingLevel = 2,
  currentId,
  formatProgress,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  className,
  ...itemProps
}: LessonListProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const all = flatten(lessons);
  const completed = all.filter((lesson) => lesson.isCompleted).length;

  const renderLessons = (items: readonly LessonListEntry[], isSublesson: boolean) => (
    <ol className={cn("flex flex-col gap-1", isSublesson && "ms-6 border-s border-border ps-3")}>
      {items.map((lesson) => (
        <LessonItem
          key={lesson.id}
          {...itemProps}
          lesson={lesson}
          isCurrent={lesson.id === currentId}
          isSublesson={isSublesson}
        >
          {lesson.sublessons && lesson.sublessons.length > 0 ? renderLessons(lesson.sublessons, true) : null}
        </LessonItem>
      ))}
    </ol>
  );

  return (
    <nav aria-labelledby={headingId} className={cn("flex w-full min-w-0 flex-col gap-4", className)}>
      <Heading id={headingId} className="text-lead font-semibold text-fg">
        {title}
      </Heading>
      {isLoading ? (
        <SkeletonRegion label={loadingLabel ?? ""} className="flex flex-col gap-4">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex items-center gap-3 px-3">
              <Skeleton shape="circle" className="size-9" />
              <Skeleton lines={2} className="flex-1" />
            </div>
          ))}
        </SkeletonRegion>
      ) : all.length === 0 ? (
        <p className="rounded-card border border-dashed border-border px-4 py-6 text-center text-body text-fg-muted">
          {emptyLabel}
        </p>
      ) : (
        <>
          {formatProgress ? (
            <ProgressBar
              label={formatProgress(completed, all.length)}
              showValueLabel={false}
              value={completed}
              maxValue={all.length}
              tone="success"
              size="sm"
            />
          ) : null}
          {renderLessons(lessons, false)}
        </>
      )}
    </nav>
  );
}
