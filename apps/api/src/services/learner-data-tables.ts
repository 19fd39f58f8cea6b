/**
 * Every table that holds something of an account, by the column that names it: what a data request (GDPR
 * articles 15 and 20) exports, and what erasing the account (article 17) removes. A test compares these lists
 * with the database's foreign keys to `users`, so a new table with an account's id cannot be left out.
 */
export const EXPORTED: { table: string; column: string; file: string }[] = [
  { table: "progress", column: "user_id", file: "progress.json" },
  { table: "activity_days", column: "user_id", file: "activity-days.json" },
  { table: "closed_test_attempts", column: "user_id", file: "closed-test-attempts.json" },
  { table: "closed_test_checks", column: "user_id", file: "closed-test-checks.json" },
  { table: "certificates", column: "user_id", file: "certificates.json" },
  { table: "course_reviews", column: "user_id", file: "course-reviews.json" },
  { table: "exam_submits", column: "user_id", file: "final-works.json" },
  { table: "exam_drafts", column: "user_id", file: "final-work-drafts.json" },
  { table: "promptbook_items", column: "user_id", file: "promptbook.json" },
  { table: "tool_favorites", column: "user_id", file: "favorite-tools.json" },
  { table: "notifications", column: "user_id", file: "notifications.json" },
  { table: "mail_outbox", column: "user_id", file: "mails.json" },
  { table: "audit_log", column: "subject_user_id", file: "staff-actions-about-you.json" },
  { table: "sessions", column: "user_id", file: "sign-ins.json" },
];

/**
 * Account columns that are not the account's own data: what staff did (`actor_id`), reviewed (`reviewed_by`) or
 * hold to review (`claimed_by`) as staff, kept without their author when they are erased; and secrets that only
 * open the account (one-time codes and links), which an export must not hand out and erasure deletes with the
 * account.
 */
export const NOT_EXPORTED: { table: string; column: string; why: string }[] = [
  { table: "audit_log", column: "actor_id", why: "a staff member's action, kept without its author" },
  { table: "exam_submits", column: "reviewed_by", why: "a staff member's review, kept without its author" },
  { table: "exam_submits", column: "claimed_by", why: "a staff member holding a work to review it, let go with them" },
  { table: "auth_codes", column: "user_id", why: "one-time sign-in codes: secrets, deleted with the account" },
  { table: "handoff_tokens", column: "user_id", why: "one-time hand-off links: secrets, deleted with the account" },
  { table: "password_links", column: "user_id", why: "one-time password links: secrets, deleted with the account" },
];
