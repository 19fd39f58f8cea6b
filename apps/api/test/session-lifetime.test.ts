import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deleteExpiredSessions } from "../src/auth/sessions.js";
import { loadConfig } from "../src/config/config.js";
import { LEARNER, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp({ accessTokenSeconds: 300, sessionIdleSeconds: 600, sessionMaxSeconds: 3600 });
const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

type Cookie = { name: string; maxAge?: number };
const maxAges = (response: { cookies: unknown }) =>
  Object.fromEntries((response.cookies as Cookie[]).map((c) => [c.name.slice(PREFIX.length), c.maxAge]));

async function sessionOf(refreshToken: string) {
  const [row] = await ctx.db.query<{ id: string; ends_in: number; refresh_in: number }>(
    `select s.id, extract(epoch from (s.expires_at - now()))::float8 as ends_in,
       extract(epoch from (r.expires_at - now()))::float8 as refresh_in
     from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = $1`,
    [sha256(refreshToken)],
  );
  if (!row) throw new Error("no session for this refresh token");
  return row;
}

const refreshCookie = (a: { cookies: Map<string, string> }) => a.cookies.get(`${PREFIX}refresh_token`) as string;

describe("session lifetime", () => {
  it("ends SESSION_MAX_SECONDS after sign-in however often it is refreshed", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const started = await sessionOf(refreshCookie(a));
    expect(started.ends_in).toBeGreaterThan(3590);
    expect(started.ends_in).toBeLessThanOrEqual(3600);
    for (let i = 0; i < 3; i++) expect((await a.post("/api/auth/refresh-token")).statusCode).toBe(200);
    // Refreshing moved the refresh token's expiry, never the session's end.
    const refreshed = await sessionOf(refreshCookie(a));
    expect(refreshed.id).toBe(started.id);
    expect(refreshed.ends_in).toBeLessThanOrEqual(started.ends_in);

    // Close to its end, every token and cookie lasts only as long as the session still does.
    await ctx.db.query("update sessions set expires_at = now() + interval '100 seconds' where id = $1", [started.id]);
    const late = await a.post("/api/auth/refresh-token");
    expect(late.statusCode).toBe(200);
    for (const [name, maxAge] of Object.entries(maxAges(late))) {
      expect(maxAge, name).toBeGreaterThan(90);
      expect(maxAge, name).toBeLessThanOrEqual(100);
    }
    expect((await sessionOf(refreshCookie(a))).refresh_in).toBeLessThanOrEqual(100);

    // Past its end the session is over: neither its access token nor its refresh token works.
    await ctx.db.query("update sessions set expires_at = now() - interval '1 second' where id = $1", [started.id]);
    const me = await a.get("/api/auth/get-user-data");
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("invalid_token");
    expect((await a.post("/api/auth/refresh-token")).statusCode).toBe(401);
  });

  it("ends after SESSION_IDLE_SECONDS without a refresh; each refresh gives the idle time again", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const first = await sessionOf(refreshCookie(a));
    expect(first.refresh_in).toBeGreaterThan(590);
    expect(first.refresh_in).toBeLessThanOrEqual(600);
    // Five idle minutes later a refresh gives the session its full idle time again.
    await ctx.db.query(
      "update refresh_tokens set expires_at = expires_at - interval '300 seconds' where session_id = $1",
      [first.id],
    );
    const refreshed = await a.post("/api/auth/refresh-token");
    expect(refreshed.statusCode).toBe(200);
    expect(maxAges(refreshed)).toMatchObject({
      access_token: 300,
      refresh_token: 600,
      authorized: 600,
      csrf_token: 600,
    });
    // Idle past the limit (the refresh token's life): the session cannot be refreshed any more.
    await ctx.db.query("update refresh_tokens set expires_at = now() - interval '1 second' where session_id = $1", [
      first.id,
    ]);
    a.cookies.delete(`${PREFIX}access_token`);
    const idle = await a.post("/api/auth/refresh-token");
    expect(idle.statusCode).toBe(401);
  });

  it("sets the cookies' Max-Age from the tokens' remaining lives at sign-in", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const again = await a.post("/api/auth/refresh-token");
    expect(maxAges(again)).toMatchObject({ access_token: 300, refresh_token: 600, authorized: 600, csrf_token: 600 });
  });
});

describe("expired sessions", () => {
  it("are deleted with their tokens by deleteExpiredSessions, which leaves live sessions alone", async () => {
    const ended = await sessionOf(refreshCookie(await signIn(ctx.app, LEARNER)));
    const live = await signIn(ctx.app, LEARNER);
    await ctx.db.query("update sessions set expires_at = now() - interval '1 second' where id = $1", [ended.id]);
    await deleteExpiredSessions(ctx.db);
    const [left] = await ctx.db.query<{ sessions: number; tokens: number }>(
      `select (select count(*)::int from sessions where id = $1) as sessions,
         (select count(*)::int from refresh_tokens where session_id = $1) as tokens`,
      [ended.id],
    );
    expect(left).toEqual({ sessions: 0, tokens: 0 });
    expect((await live.get("/api/auth/get-user-data")).statusCode).toBe(200);
    expect((await live.post("/api/auth/refresh-token")).statusCode).toBe(200);
  });
});

describe("session lifetime configuration", () => {
  const secrets = { CSRF_SECRET: "x" };
  it("defaults to 30 days from sign-in and 7 days idle", () => {
    expect(loadConfig(secrets)).toMatchObject({ sessionMaxSeconds: 30 * 24 * 3600, sessionIdleSeconds: 7 * 24 * 3600 });
    expect(loadConfig({ ...secrets, SESSION_MAX_SECONDS: "86400", SESSION_IDLE_SECONDS: "3600" })).toMatchObject({
      sessionMaxSeconds: 86400,
      sessionIdleSeconds: 3600,
    });
  });

  it("refuses a lifetime that is not a whole number of seconds, naming the variable", () => {
    for (const name of ["SESSION_MAX_SECONDS", "SESSION_IDLE_SECONDS"]) {
      for (const value of ["30d", "", "-1", "0", "1.5"]) {
        expect(() => loadConfig({ ...secrets, [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`^${name} must be a whole number of seconds`),
        );
      }
    }
  });

  it("points a deployment still setting REFRESH_TOKEN_SECONDS at its replacements", () => {
    expect(() => loadConfig({ ...secrets, REFRESH_TOKEN_SECONDS: "2592000" })).toThrow(
      /^REFRESH_TOKEN_SECONDS is replaced by SESSION_IDLE_SECONDS/,
    );
  });
});
