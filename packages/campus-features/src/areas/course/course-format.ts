import type { TFunction } from "i18next";

/** A course's length as a learner reads it: "45 minut", or "4 godz. 5 min" from an hour on. */
export function courseDuration(minutes: number, t: TFunction): string {
  if (minutes < 60) return t("course.duration", { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("course.durationWholeHours", { hours }) : t("course.durationHours", { hours, minutes: rest });
}
