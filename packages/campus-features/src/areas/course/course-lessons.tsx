import type { Course, Progress } from "@campus/contract";
import { LessonList } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { type LessonTarget, lessonAddress } from "./course-address";
import { entryId, lessonEntries } from "./lesson-entries";

export interface CourseLessonsProps {
  course: Course;
  progress: Progress | null;
  /** Lessons open as links (a joined course); otherwise they are buttons calling `onChoose`. */
  isJoined: boolean;
  /** The lesson marked in the list: the one open, or where "resume" goes on the overview. */
  current: LessonTarget | null;
  /** The list navigates a lesson open beside it (`page`), or shows the course's flow on the overview (`step`). */
  currentType: "page" | "step";
  /** A lesson chosen (by link or button). */
  onChoose?: (target: LessonTarget) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The course's lessons and sub-lessons with what is completed and where the learner is. The count of
 * completed lessons is shown beside it by the page, counted as the server counts progress.
 */
export function CourseLessons({
  course,
  progress,
  isJoined,
  current,
  currentType,
  onChoose,
  headingLevel = 2,
  className,
}: CourseLessonsProps) {
  const { t } = useTranslation();
  const { entries, targets } = lessonEntries(course, progress, {
    duration: (count) => t("course.lessons.minutes", { count }),
    ...(isJoined ? { href: (target: LessonTarget) => lessonAddress(course._id, target) } : {}),
  });
  return (
    <LessonList
      lessons={entries}
      title={t("course.lessons.title")}
      headingLevel={headingLevel}
      {...(current ? { currentId: entryId(current) } : {})}
      currentType={currentType}
      currentLabel={currentType === "page" ? t("course.lessons.current") : t("course.lessons.continueHere")}
      kindLabels={{
        video: t("course.lessons.kinds.video"),
        presentation: t("course.lessons.kinds.presentation"),
        text: t("course.lessons.kinds.text"),
        quiz: t("course.lessons.kinds.quiz"),
        internalTest: t("course.lessons.kinds.internalTest"),
      }}
      completedLabel={t("course.lessons.completed")}
      lockedLabel={t("course.lessons.locked")}
      emptyLabel={t("course.lessons.empty")}
      onSelect={(id) => {
        const target = targets.get(id);
        if (target) onChoose?.(target);
      }}
      className={className}
    />
  );
}
