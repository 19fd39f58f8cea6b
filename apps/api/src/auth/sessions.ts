import { cookieNames } from "@campus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config/config.js";
import type { Db, Queryable } from "../db/db.js";
import { accountDeactivated, HttpError, invalidToken } from "../errors.js";
import { openSuccessor, type SuccessorTokens, sealSuccessor } from "./refresh-successor.js";
import { hmac, newId, randomToken, safeEqual, sha256 } from "./security.js";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  rankStage: number;
  role: "learner" | "staff";
  accessTools: boolean;
  accessBenefits: boolean;
  accessCommunity: boolean;
  language: "pl" | "en" | null;
  theme: "light" | "high-contrast" | null;
  tutorialSeen: boolean;
  isDemo: boolean;
}

export const USER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.avatar,
  u.rank_stage as "rankStage", u.role, o.access_tools as "accessTools", o.access_benefits as "accessBenefits",
  o.access_community as "accessCommunity", u.language, u.theme,
  u.tutorial_seen_at is not null as "tutorialSeen", u.is_demo as "isDemo"`;
/** The tables USER_COLUMNS reads: an account (`u`) and its organization (`o`), whose flags it carries. */
export const USER_TABLES = "users u join organizations o on o.id = u.organization_id";

// The cookie names are part of the contract: the client reads `authorized` and `csrf_token` by them.
export { cookieNames } from "@campus/contract";

/**
 * Whether a request's cookies go out Secure, and so carry the `__Host-` / `__Secure-` prefixes: whenever the campus
 * is reached over https (trusted proxies' X-Forwarded-Proto counts), and always in production.
 */
type CookieConfig = Pick<Config, "cookiePrefix" | "production">;

export const isSecure = (config: CookieConfig, request: FastifyRequest) =>
  config.production || request.protocol === "https";

/**
 * The session's cookie names for a request. Over https only the prefixed names count: a bare `campus_csrf_token`
 * or `campus_access_token` there may have been planted by a sibling subdomain, and is never read.
 */
export const cookieNamesOf = (config: CookieConfig, request: FastifyRequest) =>
  cookieNames(config.cookiePrefix, isSecure(config, request));

/**
 * The content language a request asks for, from its `lang` cookie. Unlike the session's, a bare `lang` cookie is
 * still read over https when there is no prefixed one: it only picks a language, and a campus opened over http
 * on a production server (a local check) writes the bare name.
 */
export function langCookieOf(config: CookieConfig, request: FastifyRequest): string | undefined {
  const secure = isSecure(config, request);
  return (
    request.cookies[cookieNames(config.cookiePrefix, secure).lang] ??
    request.cookies[cookieNames(config.cookiePrefix, !secure).lang]
  );
}

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** How long each token has left, for its cookie's Max-Age: never past the session's end. */
  accessSeconds: number;
  refreshSeconds: number;
}

/** The CSRF token of a session: an HMAC of its id, so it cannot be made up for another session. */
export const csrfTokenFor = (config: Config, sessionId: string) => hmac(config.csrfSecret, `csrf:${sessionId}`);

/**
 * Starts a session ending SESSION_MAX_SECONDS from now however often it is refreshed, with its first tokens.
 * The session's end is the database's clock, like every expiry it is compared with.
 */
export function startSession(db: Db, config: Config, userId: string): Promise<IssuedTokens> {
  return db.transaction((tx) => startSessionIn(tx, config, userId));
}

/** startSession inside a transaction the caller holds (with whatever else must happen with it). */
export async function startSessionIn(tx: Queryable, config: Config, userId: string): Promise<IssuedTokens> {
  const sessionId = newId();
  // A deactivated account starts no session, whichever way it signs in (password, code, hand-off link).
  const started = await tx.query(
    `insert into sessions (id, user_id, expires_at)
     select $1, id, now() + make_interval(secs => $3) from users where id = $2 and deactivated_at is null
     returning id`,
    [sessionId, userId, config.sessionMaxSeconds],
  );
  if (started.length === 0) throw accountDeactivated();
  return issueTokens(tx, config, sessionId);
}

/** Seconds from the database's now to an expiry it computed, rounded up. */
const SECONDS_LEFT = "ceil(extract(epoch from (expires_at - now())))::int as seconds";

/**
 * A new access and refresh token for a session. A refresh token lives as long as the session may stay idle
 * (SESSION_IDLE_SECONDS): using it is what keeps the session alive. Neither outlives the session's end.
 */
async function issueTokens(tx: Queryable, config: Config, sessionId: string): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const insert = (table: string) =>
    `insert into ${table} (token_hash, session_id, expires_at)
     select $1, id, least(now() + make_interval(secs => $3), expires_at) from sessions where id = $2
     returning ${SECONDS_LEFT}`;
  const [access] = await tx.query<{ seconds: number }>(insert("access_tokens"), [
    sha256(accessToken),
    sessionId,
    config.accessTokenSeconds,
  ]);
  const [refresh] = await tx.query<{ seconds: number }>(insert("refresh_tokens"), [
    sha256(refreshToken),
    sessionId,
    config.sessionIdleSeconds,
  ]);
  if (!access || !refresh) throw new Error(`Session ${sessionId} vanished while its tokens were issued.`);
  return { sessionId, accessToken, refreshToken, accessSeconds: access.seconds, refreshSeconds: refresh.seconds };
}

export type RefreshOutcome =
  /** The token was rotated now, or a moment ago by a concurrent refresh whose successor is shared. */
  | { kind: "rotated"; tokens: IssuedTokens }
  /** Rotated a moment ago, with no successor to hand over: the winner's answer carries the cookies. */
  | { kind: "raced" }
  | { kind: "invalid" }
  | { kind: "reused" };

/**
 * Rotates a refresh token: marks it rotated, ends its access tokens and issues the successor in ONE
 * transaction, so a failure in between leaves the old token valid instead of a session without a token. The
 * rotation is a conditional UPDATE, so of any number of concurrent calls with the same token exactly one wins.
 *
 * The successor is kept on the rotated row, sealed with a key only the rotated token opens. A loser of the
 * race within the grace window (or a client retrying because the winner's answer was lost) gets the same
 * successor, so the session goes on. Outside the window a rotated token is a replay: the whole family (the
 * session) ends.
 */
export async function rotateRefreshToken(db: Db, config: Config, refreshToken: string): Promise<RefreshOutcome> {
  const hash = sha256(refreshToken);
  const tokens = await db.transaction(async (tx) => {
    const [won] = await tx.query<{ session_id: string }>(
      `update refresh_tokens r set rotated_at = now()
       from sessions s
       where r.token_hash = $1 and r.rotated_at is null and r.expires_at > now()
         and s.id = r.session_id and s.revoked_at is null and s.expires_at > now()
       returning r.session_id`,
      [hash],
    );
    if (!won) return undefined;
    await tx.query("delete from access_tokens where session_id = $1", [won.session_id]);
    const successor = await issueTokens(tx, config, won.session_id);
    await tx.query("update refresh_tokens set successor = $2 where token_hash = $1", [
      hash,
      sealSuccessor(config.csrfSecret, refreshToken, hash, {
        accessToken: successor.accessToken,
        refreshToken: successor.refreshToken,
      }),
    ]);
    return successor;
  });
  if (tokens) return { kind: "rotated", tokens };

  const [row] = await db.query<{
    session_id: string;
    rotated_ms: number | null;
    revoked: boolean;
    successor: string | null;
  }>(
    `select r.session_id, (extract(epoch from (now() - r.rotated_at)) * 1000)::float8 as rotated_ms,
       s.revoked_at is not null or s.expires_at <= now() as revoked, r.successor
     from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = $1`,
    [hash],
  );
  if (!row || row.revoked || row.rotated_ms === null) return { kind: "invalid" };
  if (row.rotated_ms > config.refreshGraceMs) {
    await revokeSession(db, row.session_id, "refresh token reused");
    return { kind: "reused" };
  }
  const successor = row.successor && openSuccessor(config.csrfSecret, refreshToken, hash, row.successor);
  const shared = successor && (await stillValid(db, row.session_id, successor));
  // Without a successor to share (kept by no rotation before this one, or already replaced in turn) the
  // cookies stay as they are: the browser holds the newer ones from the winner's answer.
  return shared ? { kind: "rotated", tokens: shared } : { kind: "raced" };
}

/** The successor's tokens with the time each has left, if both still stand. */
async function stillValid(
  db: Queryable,
  sessionId: string,
  successor: SuccessorTokens,
): Promise<IssuedTokens | undefined> {
  const [left] = await db.query<{ access: number | null; refresh: number | null }>(
    `select (select ${SECONDS_LEFT} from access_tokens where token_hash = $1 and expires_at > now()) as access,
       (select ${SECONDS_LEFT} from refresh_tokens where token_hash = $2 and expires_at > now()) as refresh`,
    [sha256(successor.accessToken), sha256(successor.refreshToken)],
  );
  if (!left?.access || !left.refresh) return undefined;
  return { sessionId, ...successor, accessSeconds: left.access, refreshSeconds: left.refresh };
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string) {
  await db.query("update sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null", [
    sessionId,
    reason,
  ]);
  await db.query("delete from access_tokens where session_id = $1", [sessionId]);
}

/**
 * Deletes what can no longer sign anyone in: sessions past their end or revoked (with their tokens), and
 * tokens past their expiry. A rotated refresh token is kept until it expires, so that its replay is still
 * recognised and ends its family. For a schedule to call; safe to run at any time.
 */
export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query("delete from sessions where expires_at <= now() or revoked_at is not null");
  await db.query("delete from access_tokens where expires_at <= now()");
  await db.query("delete from refresh_tokens where expires_at <= now()");
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: IssuedTokens) {
  const names = cookieNamesOf(config, reply.request);
  const base = { sameSite: "lax" as const, secure: isSecure(config, reply.request), path: "/" };
  reply.setCookie(names.access, tokens.accessToken, {
    ...base,
    httpOnly: true,
    path: "/api",
    maxAge: tokens.accessSeconds,
  });
  // Strict: only the campus's own calls renew a session; no link or form from another site carries the token.
  reply.setCookie(names.refresh, tokens.refreshToken, {
    ...base,
    sameSite: "strict",
    httpOnly: true,
    path: "/api/auth",
    maxAge: tokens.refreshSeconds,
  });
  // The session's readable cookies last as long as it can still be refreshed.
  reply.setCookie(names.authorized, "1", { ...base, maxAge: tokens.refreshSeconds });
  reply.setCookie(names.csrf, csrfTokenFor(config, tokens.sessionId), { ...base, maxAge: tokens.refreshSeconds });
}

/** A readable language cookie (Polish by default) when the client has not written one yet. */
export function ensureLangCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const name = cookieNamesOf(config, request).lang;
  if (!request.cookies[name])
    reply.setCookie(name, langCookieOf(config, request) === "en" ? "en" : "pl", {
      sameSite: "lax",
      secure: isSecure(config, request),
      path: "/",
      maxAge: 365 * 24 * 3600,
    });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const secure = isSecure(config, reply.request);
  const clear = (names: ReturnType<typeof cookieNames>, attributes: { secure: boolean }) => {
    reply.clearCookie(names.access, { ...attributes, path: "/api" });
    reply.clearCookie(names.refresh, { ...attributes, path: "/api/auth" });
    reply.clearCookie(names.authorized, { ...attributes, path: "/" });
    reply.clearCookie(names.csrf, { ...attributes, path: "/" });
  };
  // A prefixed cookie is only replaced by a Secure one.
  clear(cookieNames(config.cookiePrefix, secure), { secure });
  // Over https the bare names of before are cleared too, so that they do not linger until they expire.
  if (secure) clear(cookieNames(config.cookiePrefix, false), { secure: false });
}

/** Who is calling, from the access cookie. Throws the 401 SPEC section 8 expects. */
export async function authenticate(
  db: Db,
  config: Config,
  request: FastifyRequest,
): Promise<{ user: SessionUser; sessionId: string }> {
  const names = cookieNamesOf(config, request);
  const token = request.cookies[names.access];
  if (!token) {
    // No access cookie (it expired in the browser): an ordinary 401, so the client refreshes and retries.
    throw new HttpError(
      401,
      request.cookies[names.refresh] ? "Access token expired: refresh the session." : "Sign-in required.",
    );
  }
  const [row] = await db.query<SessionUser & { sessionId: string }>(
    `select ${USER_COLUMNS}, s.id as "sessionId"
     from access_tokens a join sessions s on s.id = a.session_id join ${USER_TABLES} on u.id = s.user_id
     where a.token_hash = $1 and a.expires_at > now() and s.revoked_at is null and s.expires_at > now()
       and u.deactivated_at is null`,
    [sha256(token)],
  );
  if (!row) throw invalidToken();
  const { sessionId, ...user } = row;
  return { user, sessionId };
}

/** State-changing calls carry the session's CSRF token in `x-csrf-token`, matching the cookie. */
export function checkCsrf(config: Config, request: FastifyRequest, sessionId: string) {
  const header = request.headers["x-csrf-token"];
  const cookie = request.cookies[cookieNamesOf(config, request).csrf];
  const expected = csrfTokenFor(config, sessionId);
  if (typeof header !== "string" || !cookie || !safeEqual(header, cookie) || !safeEqual(header, expected)) {
    throw new HttpError(403, "Missing or wrong x-csrf-token header: send the value of the csrf_token cookie.");
  }
}

/** The session a refresh cookie belongs to, for CSRF checks on refresh and destroy. */
export async function sessionOfRefresh(db: Db, refreshToken: string): Promise<string | null> {
  const [row] = await db.query<{ session_id: string }>("select session_id from refresh_tokens where token_hash = $1", [
    sha256(refreshToken),
  ]);
  return row?.session_id ?? null;
}
