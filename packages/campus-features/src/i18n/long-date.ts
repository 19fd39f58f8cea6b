/**
 * A date as the campus writes it in running text: "24 listopada 2026", "24 November 2026" (British order for
 * English, as the campus's English is). `timeZone` for a calendar date that must not move with the reader's zone.
 */
export function longDate(language: string, date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "pl-PL", {
    dateStyle: "long",
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
