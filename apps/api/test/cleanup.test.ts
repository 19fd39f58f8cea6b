import { describe, expect, it, vi } from "vitest";
import { deleteExpired, expiredRows, scheduleCleanup } from "../src/plugins/cleanup.js";
import { createLearner, signIn, useApp } from "./helpers.js";

const ctx = useApp();

const PAST = "now() - interval '1 minute'";
const FUTURE = "now() + interval '1 hour'";

/** One expired and one live row of every expiring kind, for one learner. */
async function seedExpiring(userId: string) {
  const q = (sql: string) => ctx.db.query(sql, sql.includes("$1") ? [userId] : []);
  await q(`insert into auth_codes (code_hash, user_id, challenge, expires_at) values
    ('code-old', $1, 'c', ${PAST}), ('code-live', $1, 'c', ${FUTURE})`);
  await q(`insert into handoff_tokens (access_hash, refresh_hash, user_id, expires_at) values
    ('handoff-old', 'r1', $1, ${PAST}), ('handoff-live', 'r2', $1, ${FUTURE})`);
  // A session past its end (its refresh token would still be live), and one that still refreshes.
  await q(`insert into sessions (id, user_id, created_at, expires_at) values
    ('session-old', $1, now() - interval '40 days', now() - interval '10 days'),
    ('session-live', $1, now() - interval '2 hours', now() + interval '20 days')`);
  await q(`insert into access_tokens (token_hash, session_id, expires_at) values
    ('access-old', 'session-live', ${PAST}), ('access-live', 'session-live', ${FUTURE})`);
  await q(`insert into refresh_tokens (token_hash, session_id, expires_at) values
    ('refresh-old', 'session-old', ${FUTURE}), ('refresh-live', 'session-live', now() + interval '20 days')`);
  await q(`insert into sign_in_counters (key, attempts, blocked_until, forget_at) values
    ('counter-old', 3, now() - interval '2 hours', ${PAST}), ('counter-live', 3, ${PAST}, ${FUTURE})`);
}

const ids = async (sql: string, userId: string) =>
  (await ctx.db.query<{ id: string }>(sql, [userId])).map((r) => r.id).sort();

describe("expired rows are deleted on a schedule", () => {
  it("one run deletes expired codes, tokens, sessions and sign-in counters, and keeps live ones", async () => {
    const email = await createLearner(ctx.db, "u-cleanup");
    const learner = await signIn(ctx.app, email);
    await seedExpiring("u-cleanup");

    await deleteExpired(ctx.db, expiredRows);
    expect(
      await ids("select code_hash as id from auth_codes where user_id = $1 and code_hash like 'code-%'", "u-cleanup"),
    ).toEqual(["code-live"]);
    expect(
      await ids(
        "select access_hash as id from handoff_tokens where user_id = $1 and access_hash like 'handoff-%'",
        "u-cleanup",
      ),
    ).toEqual(["handoff-live"]);
    const sessions = await ids("select id from sessions where user_id = $1", "u-cleanup");
    expect(sessions).not.toContain("session-old");
    expect(sessions).toContain("session-live");
    const tokens = await ids(
      `select token_hash as id from access_tokens a join sessions s on s.id = a.session_id where s.user_id = $1
       union all select token_hash from refresh_tokens r join sessions s on s.id = r.session_id where s.user_id = $1`,
      "u-cleanup",
    );
    expect(tokens).not.toContain("access-old");
    expect(tokens).not.toContain("refresh-old");
    expect(tokens).toEqual(expect.arrayContaining(["access-live", "refresh-live"]));
    const counters = await ctx.db.query<{ key: string }>("select key from sign_in_counters where key like 'counter-%'");
    expect(counters.map((c) => c.key)).toEqual(["counter-live"]);
    // The sign-in made through the API goes on working.
    expect((await learner.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("runs on its interval, logs each run, and stops when told", async () => {
    vi.useFakeTimers();
    try {
      const log = { info: vi.fn(), error: vi.fn() };
      const stop = scheduleCleanup(ctx.db, log, expiredRows, 1000);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      expect(log.info.mock.calls[0]?.[1]).toBe("expired rows deleted");
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
