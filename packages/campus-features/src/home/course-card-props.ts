import type { CourseCard } from "@campus/contract";
import type { CourseCardProps } from "@campus/design-system";
import type { TFunction } from "i18next";

/**
 * A course of the contract as the design system's card shows it: its program, its state, its progress,
 * and a lock with 'rank too low' when the learner's rank is below the course's.
 */
export function courseCardProps(
  course: CourseCard,
  { rankStage, programTitle, t }: { rankStage: number; programTitle?: string; t: TFunction },
): CourseCardProps {
  const access = course.status === "completed" ? "completed" : "available";
  return {
    title: course.title,
    ...(programTitle ? { program: programTitle } : {}),
    imageSrc: course.image,
    access,
    accessLabel: t(`home.access.${access}`),
    isLocked: course.rank > rankStage,
    lockedLabel: t("home.rankTooLow"),
    href: `/course/${encodeURIComponent(course._id)}`,
    ...(course.status === "not-started"
      ? {}
      : {
          progress: course.progressPercentage,
          progressLabel: t("home.progress"),
        }),
  };
}
