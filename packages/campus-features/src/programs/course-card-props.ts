import type { CourseCard } from "@campus/contract";
import type { CourseCardProps } from "@campus/design-system";
import type { TFunction } from "i18next";

/** How the course ends (a closed test, perhaps with a certificate, or a final work), shown above its title. */
export function courseEnding(course: Pick<CourseCard, "courseType" | "hasCertificate">, t: TFunction): string {
  const type = t(`programs.courses.type.${course.courseType}`);
  return course.hasCertificate ? t("programs.courses.withCertificate", { type }) : type;
}

/**
 * A course of a program as its card: how it ends, whether it is finished, the learner's progress once
 * started, and a lock with 'rank too low' (and no link) above the learner's rank.
 */
export function programCourseCardProps(
  course: CourseCard,
  { rankStage, t }: { rankStage: number; t: TFunction },
): CourseCardProps {
  const access = course.status === "completed" ? "completed" : "available";
  return {
    title: course.title,
    program: courseEnding(course, t),
    imageSrc: course.image,
    access,
    accessLabel: t(`programs.courses.access.${access}`),
    isLocked: course.rank > rankStage,
    lockedLabel: t("programs.rankTooLow"),
    href: `/course/${encodeURIComponent(course._id)}`,
    ...(course.status === "not-started"
      ? {}
      : { progress: course.progressPercentage, progressLabel: t("programs.courses.progress") }),
  };
}
