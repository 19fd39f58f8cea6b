import type { CourseCard } from "@campus/contract";
import type { TFunction } from "i18next";

/** How the course ends (a closed test, perhaps with a certificate, or a final work), shown above its title. */
export function courseEnding(course: Pick<CourseCard, "courseType" | "hasCertificate">, t: TFunction): string {
  const type = t(`programs.courses.type.${course.courseType}`);
  return course.hasCertificate ? t("programs.courses.withCertificate", { type }) : type;
}
