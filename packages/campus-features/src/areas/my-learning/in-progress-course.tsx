import type { LearningCourse } from "@campus/contract";
import { coursePath, lessonPath } from "@campus/contract";
import { LinkButton, ProgressBar } from "@campus/design-system";
import { ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CourseFrame } from "./course-frame";

/** A course with lessons left: its next lesson (opened by the link), the minutes left and its progress. */
export function InProgressCourse({ entry }: { entry: LearningCourse }) {
  const { t } = useTranslation();
  const { course, nextLesson } = entry;
  const href = nextLesson
    ? lessonPath(course._id, nextLesson.lessonId, nextLesson.sublessonId)
    : coursePath(course._id);
  return (
    <CourseFrame
      course={course}
      actions={
        <LinkButton
          href={href}
          icon={<ArrowRight />}
          aria-label={`${t("myLearning.continue")}: ${nextLesson?.title ?? course.title}`}
        >
          {t("myLearning.continue")}
        </LinkButton>
      }
    >
      {nextLesson ? (
        <p className="text-body text-pretty">
          <span className="text-fg-muted">{t("myLearning.nextLesson")}</span>{" "}
          <span className="font-semibold break-words">{nextLesson.title}</span>
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-small text-fg-muted">
        <span>{t("myLearning.lessonsDone", { done: entry.completedLessonsCount, total: course.lessonsCount })}</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {t("myLearning.minutesLeft", { count: entry.minutesLeft })}
        </span>
      </p>
      <ProgressBar label={t("myLearning.progress")} value={course.progressPercentage} size="sm" className="max-w-md" />
    </CourseFrame>
  );
}
