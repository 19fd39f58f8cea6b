/**
 * The campus's time zone: the 3 business days of a review count in it (the server's `dueAt`), so "due today" and
 * the console's dates read the same for every member of staff, wherever their browser is.
 */
export const CAMPUS_TIME_ZONE = "Europe/Warsaw";
