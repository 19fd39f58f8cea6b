import { EXAM_REVIEW_BUSINESS_DAYS } from "@campus/contract";
import { type TZDate, TZDateMini } from "@date-fns/tz";

/**
 * The 3 business days a final work's verdict is due in (SPEC section 9), counted on the campus's clock: Monday to
 * Friday in Europe/Warsaw. Public holidays are not counted out (a work sent before Easter Monday is due a day
 * early): the campus keeps no calendar of them, and the promise to learners is the 3 working days of a week.
 *
 * A business day is counted by the wall clock: a work sent on Tuesday at 14:00 is due on Friday at 14:00, whether or
 * not the clocks moved in between. A work sent at the weekend counts from Monday 00:00. Poland moves its clocks on
 * Sundays, so no weekday time of the count falls into the hour that is skipped or repeated.
 */
export const CAMPUS_TIME_ZONE = "Europe/Warsaw";

const isWeekend = (day: TZDate) => day.getDay() === 0 || day.getDay() === 6;

/** Moves `day` by `days` business days (back for a negative number), keeping its wall-clock time. */
function stepBusinessDays(day: TZDate, days: number): TZDate {
  const step = Math.sign(days);
  for (let left = Math.abs(days); left > 0; ) {
    day.setDate(day.getDate() + step);
    if (!isWeekend(day)) left--;
  }
  return day;
}

/** When a work sent at `sentAt` is due: `EXAM_REVIEW_BUSINESS_DAYS` business days later. */
export function reviewDueAt(sentAt: Date): Date {
  const day = new TZDateMini(sentAt.getTime(), CAMPUS_TIME_ZONE);
  if (isWeekend(day)) {
    // The count starts on Monday at 00:00: three whole business days, Monday to Wednesday, make it due on Thursday.
    day.setDate(day.getDate() + (day.getDay() === 6 ? 2 : 1));
    day.setHours(0, 0, 0, 0);
  }
  return new Date(stepBusinessDays(day, EXAM_REVIEW_BUSINESS_DAYS).getTime());
}

/**
 * The sending time before which a pending work is overdue at `now`: a work is overdue exactly when it was sent
 * before this (`reviewDueAt(sentAt) < now`), so that the database can count overdue works by their `sent_at` alone.
 * At the weekend the business clock stands at Friday's end (Saturday 00:00), from which the days are counted back.
 */
export function overdueBefore(now: Date): Date {
  const day = new TZDateMini(now.getTime(), CAMPUS_TIME_ZONE);
  if (isWeekend(day)) {
    day.setDate(day.getDate() - (day.getDay() === 0 ? 1 : 0));
    day.setHours(0, 0, 0, 0);
  }
  return new Date(stepBusinessDays(day, -EXAM_REVIEW_BUSINESS_DAYS).getTime());
}
