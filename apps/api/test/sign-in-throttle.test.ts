import { describe, expect, it } from "vitest";
import { clientNetwork, deleteExpiredSignInCounters } from "../src/auth/sign-in-throttle.js";
import { loadConfig, signInLimit } from "../src/config/config.js";
import { pkce, useApp } from "./helpers.js";

// Behind one proxy hop: the client's address is the last one the proxy appended to X-Forwarded-For.
const ctx = useApp({ signInLimit: signInLimit(5, 25), trustProxy: 1 });
const PROXY = "10.200.0.1";

function authorize(email: string, password: string, from: { remoteAddress?: string; forwardedFor?: string } = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    remoteAddress: from.remoteAddress ?? PROXY,
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
    payload: { email, password, codeChallenge: pkce().challenge, codeChallengeMethod: "S256", state: "s" },
  });
}

async function addLearner(id: string) {
  const email = `${id}@example.com`;
  await ctx.db.query(
    `insert into users (id, email, password_hash, first_name, last_name, organization_id)
     select $1, $2, password_hash, 'Throttled', 'Learner', organization_id from users where id = 'u-learner'`,
    [id, email],
  );
  return email;
}

/** Lets the waits of every counter pass, as if time went by. */
const waitOut = () => ctx.db.query("update sign_in_counters set blocked_until = now() - interval '1 second'");

describe("sign-in throttling", () => {
  it("checks only the allowed number of 30 simultaneous wrong passwords; the rest answer 429 with Retry-After", async () => {
    const email = await addLearner("u-raced");
    const from = { forwardedFor: "198.51.100.1" };
    const answers = await Promise.all(Array.from({ length: 30 }, () => authorize(email, "wrong", from)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many sign-in attempts: try again in \d+ seconds\.$/);
    }
  });

  it("makes each further attempt wait twice as long, up to 15 minutes", async () => {
    const email = await addLearner("u-delays");
    const from = { forwardedFor: "198.51.100.2" };
    for (let i = 0; i < 5; i++) expect((await authorize(email, "wrong", from)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await authorize(email, "wrong", from);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers["retry-after"]));
      await waitOut();
      expect((await authorize(email, "wrong", from)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("never locks an account out: failing on purpose from one address leaves its owner free elsewhere", async () => {
    const email = await addLearner("u-targeted");
    for (let i = 0; i < 10; i++) await authorize(email, "wrong", { forwardedFor: "203.0.113.66" });
    expect((await authorize(email, "wrong", { forwardedFor: "203.0.113.66" })).statusCode).toBe(429);
    expect((await authorize(email, "campus-demo", { forwardedFor: "198.51.100.3" })).statusCode).toBe(200);
  });

  it("forgets a learner's failures once they sign in", async () => {
    const email = await addLearner("u-typos");
    const from = { forwardedFor: "198.51.100.4" };
    for (let i = 0; i < 4; i++) expect((await authorize(email, "wrong", from)).statusCode).toBe(401);
    expect((await authorize(email, "campus-demo", from)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await authorize(email, "wrong", from)).statusCode).toBe(401);
    expect((await authorize(email, "wrong", from)).statusCode).toBe(429);
  });

  it("limits an address over all accounts more loosely, and does not count its successes", async () => {
    const from = { forwardedFor: "198.51.100.5" };
    const email = await addLearner("u-shared-address");
    // Learners behind one address (a school) signing in successfully never reach the limit.
    for (let i = 0; i < 30; i++) expect((await authorize(email, "campus-demo", from)).statusCode).toBe(200);
    for (let i = 0; i < 25; i++) expect((await authorize(`nobody${i}@example.com`, "x", from)).statusCode).toBe(401);
    const limited = await authorize("nobody-else@example.com", "x", from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts an address's failures in windows of 15 minutes: the wait is the window's end, then it starts afresh", async () => {
    const from = { forwardedFor: "198.51.100.8" };
    for (let i = 0; i < 25; i++) expect((await authorize(`sprayed${i}@example.com`, "x", from)).statusCode).toBe(401);
    const refused = await authorize("sprayed-more@example.com", "x", from);
    expect(refused.statusCode).toBe(429);
    // Until the window that began with the first failure ends, not a wait that restarts with each attempt.
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expect(Number((await authorize("sprayed-more@example.com", "x", from)).headers["retry-after"])).toBeLessThanOrEqual(
      wait,
    );
    // Another address is not held up.
    expect((await authorize("sprayed-more@example.com", "x", { forwardedFor: "198.51.100.9" })).statusCode).toBe(401);
    // The window ends: the address starts again from its first attempt.
    await ctx.db.query(
      "update sign_in_counters set forget_at = now() - interval '1 second', blocked_until = now() - interval '1 second' where key = $1",
      ["address:198.51.100.8"],
    );
    expect((await authorize("sprayed-more@example.com", "x", from)).statusCode).toBe(401);
    const [row] = await ctx.db.query<{ attempts: number }>("select attempts from sign_in_counters where key = $1", [
      "address:198.51.100.8",
    ]);
    expect(row?.attempts).toBe(1);
  });

  it("gains a rotated X-Forwarded-For nothing: the address is the one the trusted proxy saw", async () => {
    const email = await addLearner("u-rotating");
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client writes a new address each time; the proxy appends the one it really came from.
      answers.push((await authorize(email, "wrong", { forwardedFor: `192.0.2.${i}, 203.0.113.9` })).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const [row] = await ctx.db.query<{ key: string }>("select key from sign_in_counters where key like $1", [
      `account:${email}|%`,
    ]);
    expect(row?.key).toBe(`account:${email}|address:203.0.113.9`);
  });

  it("keeps its counters in the database, shared by every server process, and deletes stale ones", async () => {
    const email = await addLearner("u-two-processes");
    const from = { forwardedFor: "198.51.100.6" };
    for (let i = 0; i < 5; i++) await authorize(email, "wrong", from);
    // Another process sees the same counters: the next attempt here is refused.
    expect((await authorize(email, "wrong", from)).statusCode).toBe(429);
    await ctx.db.query("update sign_in_counters set forget_at = now() - interval '1 second' where key like $1", [
      `account:${email}|%`,
    ]);
    await deleteExpiredSignInCounters(ctx.db);
    const [left] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from sign_in_counters where key like $1",
      [`account:${email}|%`],
    );
    expect(left?.n).toBe(0);
    expect((await authorize(email, "wrong", from)).statusCode).toBe(401);
  });
});

describe("the network a client's attempts count against", () => {
  it("is an IPv4 address, or the whole /64 of an IPv6 address (its owner can pick any address in it)", async () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002:ffff:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");

    const email = await addLearner("u-ipv6");
    for (let i = 0; i < 5; i++) {
      expect((await authorize(email, "wrong", { forwardedFor: `2001:db8:1:2::${i + 1}` })).statusCode).toBe(401);
    }
    // Another address of the same /64 is the same client.
    expect((await authorize(email, "wrong", { forwardedFor: "2001:db8:1:2::ffff" })).statusCode).toBe(429);
    expect((await authorize(email, "wrong", { forwardedFor: "2001:db8:1:3::1" })).statusCode).toBe(401);
  });
});

describe("TRUST_PROXY", () => {
  const secrets = { CSRF_SECRET: "x" };
  it("takes a number of proxy hops or a list of proxy addresses, and refuses to trust everyone", () => {
    expect(loadConfig(secrets).trustProxy).toBe(false);
    expect(loadConfig({ ...secrets, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...secrets, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...secrets, TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
    for (const value of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "proxy.example"]) {
      expect(() => loadConfig({ ...secrets, TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY must/);
    }
  });
});
