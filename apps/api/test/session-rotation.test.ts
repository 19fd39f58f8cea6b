import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSuccessor, sealSuccessor } from "../src/auth/refresh-successor.js";
import { rotateRefreshToken } from "../src/auth/sessions.js";
import type { Db, Queryable } from "../src/db/db.js";
import { agent, LEARNER, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp({ refreshGraceMs: 1500 });
const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");
const REFRESH = `${PREFIX}refresh_token`;
const ACCESS = `${PREFIX}access_token`;

/** The database, except that inside a transaction the statement matching `failing` fails (a crash mid-way). */
function failingInside(db: Db, failing: RegExp): Db {
  return {
    ...db,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => (failing.test(sql) ? Promise.reject(new Error("crashed")) : tx.query(sql, params)),
        } as Queryable),
      ),
  };
}

/** A refresh with the cookies a browser held before it, as a client whose earlier answer never arrived sends it. */
const refreshWith = (cookies: Map<string, string>) => agent(ctx.app, new Map(cookies)).post("/api/auth/refresh-token");

const cookiesOf = (response: { cookies: unknown }) =>
  new Map((response.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));

describe("refresh token rotation", () => {
  it("is one transaction: a failure before the successor is stored leaves the old token valid", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const token = a.cookies.get(REFRESH) as string;
    for (const step of [/^delete from access_tokens/, /insert into refresh_tokens/, /set successor/]) {
      await expect(rotateRefreshToken(failingInside(ctx.db, step), ctx.config, token)).rejects.toThrow("crashed");
      const [row] = await ctx.db.query<{ rotated: boolean }>(
        "select rotated_at is not null as rotated from refresh_tokens where token_hash = $1",
        [sha256(token)],
      );
      expect(row?.rotated, String(step)).toBe(false);
      // The session's access token survived too: the learner notices nothing.
      expect((await a.get("/api/auth/get-user-data")).statusCode, String(step)).toBe(200);
    }
    const refreshed = await a.post("/api/auth/refresh-token");
    expect(refreshed.json()).toEqual({ success: true, rotated: true });
    expect((await a.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("gives a refresh whose winner's answer was lost the same successor within the grace window", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const before = new Map(a.cookies);
    before.delete(ACCESS);
    const winner = await refreshWith(before);
    expect(winner.statusCode).toBe(200);
    // The winner's answer never reached the browser: it retries with the old cookies, and carries on.
    const retry = await refreshWith(before);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ success: true, rotated: true });
    const successor = cookiesOf(winner);
    const shared = cookiesOf(retry);
    expect(shared.get(REFRESH)).toBe(successor.get(REFRESH));
    expect(shared.get(ACCESS)).toBe(successor.get(ACCESS));
    const browser = agent(ctx.app, new Map([...before, ...shared]));
    expect((await browser.get("/api/auth/get-user-data")).statusCode).toBe(200);
    // The session goes on from the successor: it rotates as any refresh token does.
    expect((await browser.post("/api/auth/refresh-token")).json()).toEqual({ success: true, rotated: true });
    expect((await browser.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("lets every one of concurrent refreshes carry on with the one successor, rotating once", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const before = new Map(a.cookies);
    before.delete(ACCESS);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refreshWith(before)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => cookiesOf(r).get(REFRESH))).size).toBe(1);
    const [{ rotations }] = (await ctx.db.query<{ rotations: number }>(
      "select count(*)::int as rotations from refresh_tokens where session_id = (select session_id from refresh_tokens where token_hash = $1) and rotated_at is not null",
      [sha256(before.get(REFRESH) as string)],
    )) as [{ rotations: number }];
    expect(rotations).toBe(1);
  });

  it("leaves the cookies alone for a late loser whose successor was itself replaced meanwhile", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const before = new Map(a.cookies);
    before.delete(ACCESS);
    const successor = cookiesOf(await refreshWith(before));
    expect((await refreshWith(new Map([...before, ...successor]))).statusCode).toBe(200);
    const late = await refreshWith(before);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ success: true, rotated: false });
    expect(late.cookies).toEqual([]);
  });

  it("still ends the family when a rotated token comes back after the grace window", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const before = new Map(a.cookies);
    before.delete(ACCESS);
    const successor = cookiesOf(await refreshWith(before));
    await ctx.db.query("update refresh_tokens set rotated_at = now() - interval '2 seconds' where token_hash = $1", [
      sha256(before.get(REFRESH) as string),
    ]);
    const replay = await refreshWith(before);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/reused/);
    const revoked = agent(ctx.app, new Map([...before, ...successor]));
    expect((await revoked.get("/api/auth/get-user-data")).json().message).toBe("invalid_token");
  });

  it("seals a successor so that only the rotated token opens it", () => {
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1" };
    const sealed = sealSuccessor("secret", "rotated-token", sha256("rotated-token"), tokens);
    expect(sealed).not.toContain("refresh-1");
    expect(openSuccessor("secret", "rotated-token", sha256("rotated-token"), sealed)).toEqual(tokens);
    expect(openSuccessor("secret", "another-token", sha256("rotated-token"), sealed)).toBeUndefined();
    expect(openSuccessor("secret", "rotated-token", sha256("another-token"), sealed)).toBeUndefined();
    expect(openSuccessor("other-secret", "rotated-token", sha256("rotated-token"), sealed)).toBeUndefined();
    expect(openSuccessor("secret", "rotated-token", sha256("rotated-token"), "garbage")).toBeUndefined();
  });
});
