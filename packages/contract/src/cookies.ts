/** The prefix of every campus cookie unless the server is configured otherwise (`COOKIE_PREFIX`). */
export const DEFAULT_COOKIE_PREFIX = "campus_";

/**
 * The cookies of a session (SPEC section 3). `access_token` and `refresh_token` are HttpOnly; the client
 * reads `authorized` (is there a session to restore) and `csrf_token` (sent back as `x-csrf-token`), and
 * writes `lang` (the content language).
 */
export const cookieNames = (prefix: string = DEFAULT_COOKIE_PREFIX) => ({
  access: `${prefix}access_token`,
  refresh: `${prefix}refresh_token`,
  authorized: `${prefix}authorized`,
  csrf: `${prefix}csrf_token`,
  lang: `${prefix}lang`,
});
export type CookieNames = ReturnType<typeof cookieNames>;

/** The header that carries the `csrf_token` cookie's value on every state-changing call. */
export const CSRF_HEADER = "x-csrf-token";
