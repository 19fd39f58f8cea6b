import type { LearningCourse } from "@campus/contract";
import { courseEndPath } from "@campus/contract";
import { LinkButton, ProgressBar } from "@campus/design-system";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CourseFrame } from "./course-frame";

/** A course whose lessons are all completed: the way to its closed test or final work, the step left. */
export function ReadyCourse({ entry }: { entry: LearningCourse }) {
  const { t } = useTranslation();
  const { course } = entry;
  const action = t(course.courseType === "closed-test" ? "myLearning.takeTest" : "myLearning.openFinalWork");
  return (
    <CourseFrame
      course={course}
      actions={
        <LinkButton href={courseEndPath(course)} icon={<ArrowRight />} aria-label={`${action}: ${course.title}`}>
          {action}
        </LinkButton>
      }
    >
      <p className="text-small text-fg-muted">
        {t("myLearning.lessonsDone", { done: entry.completedLessonsCount, total: course.lessonsCount })}
      </p>
      <ProgressBar label={t("myLearning.progress")} value={course.progressPercentage} size="sm" className="max-w-md" />
    </CourseFrame>
  );
}
