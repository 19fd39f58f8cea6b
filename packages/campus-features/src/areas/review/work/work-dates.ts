/**
 * The dates and times of the console as a reviewer reads a clock, in their own time zone: "22 listopada 2026,
 * 11:12", "11:12" (British order for English, as the campus's English is; see i18n's `longDate`).
 */
const localeOf = (language: string) => (language === "en" ? "en-GB" : "pl-PL");

export const dateTimeOf = (language: string, iso: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

export const timeOf = (language: string, iso: string) =>
  new Intl.DateTimeFormat(localeOf(language), { timeStyle: "short" }).format(new Date(iso));
