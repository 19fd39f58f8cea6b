import type { Course, Progress } from "@campus/contract";
import { Button, ProgressBar, useIsDesktop } from "@campus/design-system";
import { ChevronDown, ChevronUp, ListOrdered, Star } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LessonTarget } from "./course-address";
import { CourseLessons } from "./course-lessons";
import { completedLessons } from "./course-stage";

export interface CourseLearningProps {
  course: Course;
  progress: Progress;
  target: LessonTarget;
  /** The open lesson (the lesson view). */
  children: ReactNode;
  /** Every lesson is done: the review is at hand beside the list too. */
  onReview?: () => void;
  /** The learner rated the course already (the button offers to change it). */
  hasReview?: boolean;
}

/**
 * A lesson open beside the course's lessons: two columns on the desktop (the lesson, then the list), and on
 * phones the list folded into a disclosure above the lesson, so the lesson comes first on a small screen.
 */
export function CourseLearning({
  course,
  progress,
  target,
  children,
  onReview,
  hasReview = false,
}: CourseLearningProps) {
  const isDesktop = useIsDesktop();
  const { t } = useTranslation();
  const units = completedLessons(course, progress);
  const [isListOpen, setListOpen] = useState(false);
  const panelId = useId();

  const lessons = (
    <div className="flex flex-col gap-5 rounded-card border-frame border-border bg-surface-raised p-4 text-fg sm:p-5">
      <ProgressBar
        label={t("course.units", units)}
        showValueLabel={false}
        value={units.completed}
        maxValue={Math.max(1, units.total)}
        tone={progress.isCompleted ? "success" : "accent"}
        size="sm"
      />
      <CourseLessons
        course={course}
        progress={progress}
        isJoined
        current={target}
        currentType="page"
        onChoose={() => setListOpen(false)}
      />
      {onReview ? (
        <Button variant="secondary" icon={<Star />} onPress={onReview} className="w-full">
          {hasReview ? t("course.review.change") : t("course.review.open")}
        </Button>
      ) : null}
    </div>
  );

  // The lesson keeps one place in the tree on either side of the desktop breakpoint (only the list moves), so a
  // tablet turned, a window snapped or a zoomed browser does not remount it and lose the learner's answers.
  return (
    <div className={isDesktop ? "grid grid-cols-[minmax(0,1fr)_22rem] items-start gap-8" : "flex flex-col gap-4"}>
      {isDesktop ? null : (
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            icon={<ListOrdered />}
            aria-expanded={isListOpen}
            aria-controls={panelId}
            onPress={() => setListOpen((open) => !open)}
            className="w-full justify-between"
          >
            <span className="flex-1 text-start">
              {t("course.lessons.toggle", { completed: units.completed, total: units.total })}
            </span>
            {isListOpen ? (
              <ChevronUp aria-hidden="true" className="size-5" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-5" />
            )}
          </Button>
          <div id={panelId} hidden={!isListOpen}>
            {lessons}
          </div>
        </div>
      )}
      <div className="min-w-0">{children}</div>
      {isDesktop ? (
        <div className="sticky top-6 max-h-[calc(100dvh-3rem)] overflow-y-auto rounded-card">{lessons}</div>
      ) : null}
    </div>
  );
}
