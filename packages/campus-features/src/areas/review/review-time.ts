/**
 * The campus's time zone: the 3 business days of a review count in it (the server's `dueAt`), so "due today" and
 * a work's dates read the same for every reviewer, wherever their browser is.
 */
export const CAMPUS_TIME_ZONE = "Europe/Warsaw";

const MS_PER_DAY = 86_400_000;

/** Where a work stands against its due time, in whole calendar days of the campus's zone. */
export type ReviewAge = { kind: "due"; days: number } | { kind: "overdue"; days: number };

/** Made at the first use, not as the module loads: a first formatter loads the browser's date data. */
let calendarDay: Intl.DateTimeFormat | undefined;

/** The day number of a moment's date in the campus's zone (days since 1970-01-01 of that calendar). */
function dayNumber(moment: Date): number {
  calendarDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: CAMPUS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(calendarDay.formatToParts(moment).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / MS_PER_DAY;
}

/**
 * A pending work's age against its due time: due in N days (0 = today), or overdue by N days (0 = since today).
 * The server's `overdue` is the verdict (it knows the business days); the days only say how far, so a browser
 * clock a little off never calls a work overdue that the server does not.
 */
export function reviewAge(work: { dueAt: string; overdue: boolean }, now: Date): ReviewAge {
  const days = dayNumber(new Date(work.dueAt)) - dayNumber(now);
  return work.overdue ? { kind: "overdue", days: Math.max(0, -days) } : { kind: "due", days: Math.max(0, days) };
}

/** One formatter per language: a page of the queue formats every work's date. */
const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as a reviewer reads it in a list: "20 lis 2026, 10:30", "20 Nov 2026, 10:30" (the campus's zone). */
export function shortDateTime(language: string, iso: string): string {
  const locale = language === "en" ? "en-GB" : "pl-PL";
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: CAMPUS_TIME_ZONE,
    });
    shortFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
