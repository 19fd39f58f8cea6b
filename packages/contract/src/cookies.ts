/** The prefix of every campus cookie unless the server is configured otherwise (`COOKIE_PREFIX`). */
export const DEFAULT_COOKIE_PREFIX = "campus_";

/**
 * The cookies of a session (SPEC section 3). `access_token` and `refresh_token` are HttpOnly; the client
 * reads `authorized` (is there a session to restore) and `csrf_token` (sent back as `x-csrf-token`), and
 * writes `lang` (the content language).
 *
 * `secure`: the campus is reached over https. Then the readable cookies, all at path `/`, carry the `__Host-`
 * prefix and the HttpOnly ones, scoped to `/api` and `/api/auth`, `__Secure-`: a browser takes such a cookie only
 * Secure from a secure origin (and `__Host-` only for this host, at `/`), so a sibling subdomain cannot plant its
 * own access and CSRF pair on the campus. Over plain http (development) the names are bare.
 */
export const cookieNames = (prefix: string = DEFAULT_COOKIE_PREFIX, secure = false) => {
  const host = secure ? "__Host-" : "";
  const scoped = secure ? "__Secure-" : "";
  return {
    access: `${scoped}${prefix}access_token`,
    refresh: `${scoped}${prefix}refresh_token`,
    authorized: `${host}${prefix}authorized`,
    csrf: `${host}${prefix}csrf_token`,
    lang: `${host}${prefix}lang`,
  };
};
export type CookieNames = ReturnType<typeof cookieNames>;

/** The header that carries the `csrf_token` cookie's value on every state-changing call. */
export const CSRF_HEADER = "x-csrf-token";
