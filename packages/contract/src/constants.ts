/** SPEC section 9's constants and section 8's fixed messages, free of the schema library (the client reads them). */
export const DEFAULT_PAGE_SIZE = 9;
export const MODULE_COURSES_PAGE_SIZE = 12;
/**
 * The not-started courses the home page is sent at most: two 'show all' screens of the desktop grid (three
 * columns, two rows each). The rest wait on the programs page; `notStartedTotal` says how many there are in all.
 */
export const HOME_NOT_STARTED_LIMIT = 12;
/**
 * How long home congratulates on a completed course, from its finish: two weeks is long enough to come back to
 * the campus and find the certificate waiting (most learners return within a week), short enough that home goes
 * back to what is next. The certificate stays on the course page after that.
 */
export const COMPLETION_SHOWN_DAYS = 14;
export const CLOSED_TEST_TIME_LIMIT_MINUTES = 20;
export const EXAM_REVIEW_BUSINESS_DAYS = 3;
/**
 * How long opening a pending final work holds it for its reviewer, renewed every `REVIEW_CLAIM_RENEW_MINUTES` while
 * their page stays open: long enough to read a work and write its feedback without a reviewer who closed the tab
 * keeping others off it for more than a quarter of an hour or so.
 */
export const REVIEW_CLAIM_MINUTES = 15;
export const REVIEW_CLAIM_RENEW_MINUTES = 5;
/** The review queue's page size. */
export const REVIEW_QUEUE_PAGE_SIZE = 25;
/** The longest feedback a reviewer may write (the console counts down to it). */
export const REVIEW_FEEDBACK_MAX = 4000;
export const STREAK_STUDY_MINUTES = 5;
export const NO_ACCESS_MESSAGE = "You don't have access to this section.";
export const NOT_IN_LANGUAGE_MESSAGE = "The selected resource is not available in the selected language.";
export const INVALID_TOKEN_MESSAGE = "invalid_token";
