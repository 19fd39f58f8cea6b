import { cookieNames } from "@campus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import type { Db, Queryable } from "./db/db.js";
import { HttpError, invalidToken } from "./errors.js";
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
}

export const USER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.avatar,
  u.rank_stage as "rankStage", u.role, u.access_tools as "accessTools", u.access_benefits as "accessBenefits",
  u.access_community as "accessCommunity", u.language, u.theme`;

// The cookie names are part of the contract: the client reads `authorized` and `csrf_token` by them.
export { cookieNames } from "@campus/contract";

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** The CSRF token of a session: an HMAC of its id, so it cannot be made up for another session. */
export const csrfTokenFor = (config: Config, sessionId: string) => hmac(config.csrfSecret, `csrf:${sessionId}`);

export async function startSession(db: Queryable, config: Config, userId: string): Promise<IssuedTokens> {
  const sessionId = newId();
  await db.query("insert into sessions (id, user_id) values ($1, $2)", [sessionId, userId]);
  return { sessionId, ...(await issueTokens(db, config, sessionId)) };
}

async function issueTokens(db: Queryable, config: Config, sessionId: string) {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.query("insert into access_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)", [
    sha256(accessToken),
    sessionId,
    inSeconds(config.accessTokenSeconds),
  ]);
  await db.query("insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)", [
    sha256(refreshToken),
    sessionId,
    inSeconds(config.refreshTokenSeconds),
  ]);
  return { accessToken, refreshToken };
}

export type RefreshOutcome =
  | { kind: "rotated"; tokens: IssuedTokens }
  | { kind: "raced" }
  | { kind: "invalid" }
  | { kind: "reused" };

/**
 * Rotates a refresh token. The rotation is one conditional UPDATE, so of any number of concurrent calls
 * with the same token exactly one wins. A loser within the grace window is told the token was just
 * rotated (the winner's answer carries the new cookies); a rotated token presented later is a replay
 * and revokes the whole family (the session).
 */
export async function rotateRefreshToken(db: Db, config: Config, refreshToken: string): Promise<RefreshOutcome> {
  const hash = sha256(refreshToken);
  const won = await db.query<{ session_id: string }>(
    `update refresh_tokens r set rotated_at = now()
     from sessions s
     where r.token_hash = $1 and r.rotated_at is null and r.expires_at > now()
       and s.id = r.session_id and s.revoked_at is null
     returning r.session_id`,
    [hash],
  );
  const winner = won[0];
  if (winner) {
    await db.query("delete from access_tokens where session_id = $1", [winner.session_id]);
    return {
      kind: "rotated",
      tokens: { sessionId: winner.session_id, ...(await issueTokens(db, config, winner.session_id)) },
    };
  }
  const [row] = await db.query<{ session_id: string; rotated_ms: number | null; revoked: boolean }>(
    `select r.session_id, (extract(epoch from (now() - r.rotated_at)) * 1000)::float8 as rotated_ms, s.revoked_at is not null as revoked
     from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = $1`,
    [hash],
  );
  if (!row || row.revoked || row.rotated_ms === null) return { kind: "invalid" };
  if (row.rotated_ms <= config.refreshGraceMs) return { kind: "raced" };
  await revokeSession(db, row.session_id, "refresh token reused");
  return { kind: "reused" };
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string) {
  await db.query("update sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null", [
    sessionId,
    reason,
  ]);
  await db.query("delete from access_tokens where session_id = $1", [sessionId]);
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: IssuedTokens) {
  const names = cookieNames(config.cookiePrefix);
  const base = { sameSite: "lax" as const, secure: config.production, path: "/" };
  reply.setCookie(names.access, tokens.accessToken, {
    ...base,
    httpOnly: true,
    path: "/api",
    maxAge: config.accessTokenSeconds,
  });
  reply.setCookie(names.refresh, tokens.refreshToken, {
    ...base,
    httpOnly: true,
    path: "/api/auth",
    maxAge: config.refreshTokenSeconds,
  });
  reply.setCookie(names.authorized, "1", { ...base, maxAge: config.refreshTokenSeconds });
  reply.setCookie(names.csrf, csrfTokenFor(config, tokens.sessionId), { ...base, maxAge: config.refreshTokenSeconds });
}

/** A readable language cookie (Polish by default) when the client has not written one yet. */
export function ensureLangCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const name = cookieNames(config.cookiePrefix).lang;
  if (!request.cookies[name])
    reply.setCookie(name, "pl", { sameSite: "lax", secure: config.production, path: "/", maxAge: 365 * 24 * 3600 });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const names = cookieNames(config.cookiePrefix);
  reply.clearCookie(names.access, { path: "/api" });
  reply.clearCookie(names.refresh, { path: "/api/auth" });
  reply.clearCookie(names.authorized, { path: "/" });
  reply.clearCookie(names.csrf, { path: "/" });
}

/** Who is calling, from the access cookie. Throws the 401 SPEC section 8 expects. */
export async function authenticate(
  db: Db,
  config: Config,
  request: FastifyRequest,
): Promise<{ user: SessionUser; sessionId: string }> {
  const names = cookieNames(config.cookiePrefix);
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
     from access_tokens a join sessions s on s.id = a.session_id join users u on u.id = s.user_id
     where a.token_hash = $1 and a.expires_at > now() and s.revoked_at is null`,
    [sha256(token)],
  );
  if (!row) throw invalidToken();
  const { sessionId, ...user } = row;
  return { user, sessionId };
}

/** State-changing calls carry the session's CSRF token in `x-csrf-token`, matching the cookie. */
export function checkCsrf(config: Config, request: FastifyRequest, sessionId: string) {
  const header = request.headers["x-csrf-token"];
  const cookie = request.cookies[cookieNames(config.cookiePrefix).csrf];
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
