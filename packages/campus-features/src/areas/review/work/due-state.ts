const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a pending work stands against its review's due time (sent plus 3 business days), in calendar days as the
 * reviewer's own calendar counts them: due on Wednesday the 25th reads "due in 3 days" on Sunday the 22nd at any
 * hour, "due today" on the 25th until its hour, then "overdue since today", and "overdue by 2 days" on the 27th.
 */
export type DueState =
  | { kind: "dueIn"; days: number }
  | { kind: "dueToday" }
  | { kind: "overdueBy"; days: number }
  | { kind: "overdueToday" };

/** Whole days between two dates' calendar days in this device's time zone (a change of clocks in between counts not). */
function calendarDays(from: Date, to: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** `overdue` is the server's word, kept even when this device's clock disagrees by a little. */
export function dueState(dueAt: string, now: Date, overdue: boolean): DueState {
  const due = new Date(dueAt);
  if (overdue || due.getTime() < now.getTime()) {
    const days = calendarDays(due, now);
    return days < 1 ? { kind: "overdueToday" } : { kind: "overdueBy", days };
  }
  const days = calendarDays(now, due);
  return days < 1 ? { kind: "dueToday" } : { kind: "dueIn", days };
}
