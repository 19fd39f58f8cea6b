import type { CourseCard } from "@campus/contract";
import { coursePath } from "@campus/contract";
import type { CourseCardProps } from "@campus/design-system";
import type { TFunction } from "i18next";

/**
 * A course of the contract as the design system's card shows it: the line above its title (its program on
 * home, how it ends in a program's list), whether it is finished, the learner's progress once started, and a
 * lock with 'rank too low' when the learner's rank is below the course's.
 */
export function courseCardProps(
  course: CourseCard,
  { rankStage, aboveTitle, t }: { rankStage: number; aboveTitle?: string; t: TFunction },
): CourseCardProps {
  const access = course.status === "completed" ? "completed" : "available";
  return {
    title: course.title,
    ...(aboveTitle ? { program: aboveTitle } : {}),
    imageSrc: course.image,
    access,
    accessLabel: t(`cards.access.${access}`),
    isLocked: course.rank > rankStage,
    lockedLabel: t("cards.rankTooLow"),
    href: coursePath(course._id),
    ...(course.status === "not-started"
      ? {}
      : { progress: course.progressPercentage, progressLabel: t("cards.courseProgress") }),
  };
}
