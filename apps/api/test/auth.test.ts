import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signInLimit } from "../src/config/config.js";
import { agent, LEARNER, PREFIX, pkce, signIn, useApp } from "./helpers.js";

const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");
const ctx = useApp({ refreshGraceMs: 1500, signInLimit: signInLimit(5, 25) });

describe("built-in sign-in (PKCE S256)", () => {
  it("signs in with authorize + exchange-code and sets the session cookies", async () => {
    const a = agent(ctx.app);
    const { verifier, challenge } = pkce();
    const authorized = await a.post("/api/auth/authorize", {
      email: LEARNER,
      password: "campus-demo",
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "xyz",
    });
    expect(authorized.statusCode).toBe(200);
    expect(authorized.json().state).toBe("xyz");
    const exchanged = await a.post("/api/auth/exchange-code", { code: authorized.json().code, codeVerifier: verifier });
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: LEARNER, rankStage: 2, firstName: "Anna" },
      organizationSettings: { accessToToolRepository: true, accessToBenefits: true, accessToCommunity: true },
    });
    const cookies = exchanged.cookies as { name: string; httpOnly?: boolean; path?: string }[];
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    expect(byName[`${PREFIX}access_token`]?.httpOnly).toBe(true);
    expect(byName[`${PREFIX}refresh_token`]?.httpOnly).toBe(true);
    expect(byName[`${PREFIX}authorized`]?.httpOnly).toBeFalsy();
    expect(byName[`${PREFIX}csrf_token`]?.httpOnly).toBeFalsy();
    expect(exchanged.headers["cache-control"]).toBe("no-store");
    const me = await a.get("/api/auth/get-user-data");
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(LEARNER);
    // The code is single-use: a second use is refused, and ends the session of the first (sign-in-code-reuse.test.ts).
    const again = await agent(ctx.app).post("/api/auth/exchange-code", {
      code: authorized.json().code,
      codeVerifier: verifier,
    });
    expect(again.statusCode).toBe(401);
    expect((await a.get("/api/auth/get-user-data")).statusCode).toBe(401);
  });

  it("refuses the plain method, a wrong verifier and a wrong password", async () => {
    const a = agent(ctx.app);
    const { verifier, challenge } = pkce();
    const plain = await a.post("/api/auth/authorize", {
      email: LEARNER,
      password: "campus-demo",
      codeChallenge: challenge,
      codeChallengeMethod: "plain",
      state: "s",
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/codeChallengeMethod/);
    const code = (
      await a.post("/api/auth/authorize", {
        email: LEARNER,
        password: "campus-demo",
        codeChallenge: challenge,
        codeChallengeMethod: "S256",
        state: "s",
      })
    ).json().code;
    const wrong = await a.post("/api/auth/exchange-code", { code, codeVerifier: pkce().verifier });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Login with code error");
    // A failed exchange burns the code: the right verifier no longer helps.
    expect((await a.post("/api/auth/exchange-code", { code, codeVerifier: verifier })).statusCode).toBe(401);
    const bad = await agent(ctx.app).request(
      "POST",
      "/api/auth/authorize",
      { email: LEARNER, password: "nope", codeChallenge: challenge, codeChallengeMethod: "S256", state: "s" },
      {},
    );
    expect(bad.statusCode).toBe(401);
  });

  it("answers 400 with a message for malformed bodies, never 500", async () => {
    const a = agent(ctx.app);
    for (const body of [
      {},
      { email: 5 },
      { email: "not-an-email", password: "x", codeChallenge: "short", codeChallengeMethod: "S256", state: "s" },
    ]) {
      const r = await a.post("/api/auth/authorize", body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/body/);
    }
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/exchange-code",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
  });

  it("rate-limits sign-in per account and address with 429 and Retry-After, never locking the account", async () => {
    const { challenge } = pkce();
    const attempt = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/authorize",
        remoteAddress: "10.0.0.9",
        payload: {
          email: "newcomer@example.com",
          password: "wrong",
          codeChallenge: challenge,
          codeChallengeMethod: "S256",
          state: "s",
        },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The account is not locked: its owner signs in from another address.
    const right = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/authorize",
      remoteAddress: "10.0.0.10",
      payload: {
        email: "newcomer@example.com",
        password: "campus-demo",
        codeChallenge: challenge,
        codeChallengeMethod: "S256",
        state: "s",
      },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe("rate limit per address", () => {
  it("answers 429 once one address fails too often across accounts", async () => {
    const { challenge } = pkce();
    const attempt = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/authorize",
        remoteAddress: "10.0.0.77",
        payload: {
          email: `nobody${i}@example.com`,
          password: "wrong",
          codeChallenge: challenge,
          codeChallengeMethod: "S256",
          state: "s",
        },
      });
    for (let i = 0; i < 25; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
  });
});

describe("URL token login", () => {
  it("accepts a minted hand-off pair once", async () => {
    const { mintHandoff } = await import("../src/auth/handoff.js");
    const tokens = await mintHandoff(ctx.db, "u-learner");
    const a = agent(ctx.app);
    const first = await a.post("/api/auth/url-login", tokens);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(LEARNER);
    expect((await a.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const second = await agent(ctx.app).post("/api/auth/url-login", tokens);
    expect(second.statusCode).toBe(401);
    const bad = await agent(ctx.app).post("/api/auth/url-login", { accessToken: "x" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("sessions", () => {
  it("answers 401 without a session and 401 invalid_token for an unknown or revoked access token", async () => {
    expect((await agent(ctx.app).get("/api/auth/get-user-data")).json().message).toBe("Sign-in required.");
    const forged = agent(ctx.app, new Map([[`${PREFIX}access_token`, "forged-token-value-123456"]]));
    const r = await forged.get("/api/auth/get-user-data");
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe("invalid_token");
  });

  it("expired access: an ordinary 401 without the cookie, invalid_token with it", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const access = a.cookies.get(`${PREFIX}access_token`) as string;
    await ctx.db.query("update access_tokens set expires_at = now() - interval '1 minute'");
    const withCookie = await a.get("/api/auth/get-user-data");
    expect(withCookie.json().message).toBe("invalid_token");
    a.cookies.delete(`${PREFIX}access_token`);
    const without = await a.get("/api/auth/get-user-data");
    expect(without.statusCode).toBe(401);
    expect(without.json().message).not.toBe("invalid_token");
    expect(access).toBeTruthy();
  });

  it("refresh needs the CSRF header and rotates the refresh token", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const before = a.cookies.get(`${PREFIX}refresh_token`);
    const noCsrf = await a.request("POST", "/api/auth/refresh-token", {}, { "x-csrf-token": "wrong" });
    expect(noCsrf.statusCode).toBe(403);
    expect(a.cookies.get(`${PREFIX}refresh_token`)).toBe(before);
    const refreshed = await a.post("/api/auth/refresh-token");
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ success: true, rotated: true });
    expect(a.cookies.get(`${PREFIX}refresh_token`)).not.toBe(before);
    expect((await a.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("fifty concurrent refreshes with one refresh cookie rotate exactly once and all carry on; a later replay revokes the family", async () => {
    const a = await signIn(ctx.app, LEARNER);
    a.cookies.delete(`${PREFIX}access_token`); // expired in the browser
    const refresh = a.cookies.get(`${PREFIX}refresh_token`) as string;
    const csrf = a.csrf();
    const cookie = `${PREFIX}refresh_token=${refresh}; ${PREFIX}csrf_token=${csrf}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/refresh-token",
          headers: { cookie, "x-csrf-token": csrf },
          payload: {},
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // Each answer carries the one successor: the losers of the race carry on with the winner's cookies.
    expect(answers.every((r) => r.json().rotated === true)).toBe(true);
    const successors = new Set(
      answers.map(
        (r) => (r.cookies as { name: string; value: string }[]).find((c) => c.name === `${PREFIX}refresh_token`)?.value,
      ),
    );
    expect(successors.size).toBe(1);
    const winner = answers[0] as (typeof answers)[number];
    const newCookies = new Map((winner.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
    const after = agent(ctx.app, newCookies);
    expect((await after.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const [{ rotations }] = (await ctx.db.query<{ rotations: number }>(
      "select count(*)::int as rotations from refresh_tokens r join refresh_tokens o on o.session_id = r.session_id where o.rotated_at is not null and r.token_hash = $1",
      [sha256(newCookies.get(`${PREFIX}refresh_token`) as string)],
    )) as [{ rotations: number }];
    expect(rotations).toBe(1);

    // After the grace window, the old refresh token is a replay: the whole family ends.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const replay = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      headers: { cookie, "x-csrf-token": csrf },
      payload: {},
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/reused/);
    const revoked = await after.get("/api/auth/get-user-data");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe("invalid_token");
    const newRefresh = await after.post("/api/auth/refresh-token");
    expect(newRefresh.statusCode).toBe(401);
  });

  it("destroy-token ends the session on the server (with CSRF)", async () => {
    const a = await signIn(ctx.app, LEARNER);
    const access = a.cookies.get(`${PREFIX}access_token`) as string;
    expect((await a.request("POST", "/api/auth/destroy-token", {}, { "x-csrf-token": "nope" })).statusCode).toBe(403);
    expect((await a.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const out = await a.post("/api/auth/destroy-token");
    expect(out.statusCode).toBe(200);
    expect(a.cookies.has(`${PREFIX}authorized`)).toBe(false);
    const stale = agent(ctx.app, new Map([[`${PREFIX}access_token`, access]]));
    expect((await stale.get("/api/auth/get-user-data")).json().message).toBe("invalid_token");
  });
});

describe("hand-off links minted by staff", () => {
  it("gives staff a one-time link that signs the learner in at the given page, once", async () => {
    const staff = await signIn(ctx.app, "staff@example.com");
    const minted = await staff.post("/api/staff/handoff-links", { email: LEARNER, path: "/course/c-intro" });
    expect(minted.statusCode).toBe(200);
    const url = new URL(minted.json().url);
    expect(url.pathname).toBe("/course/c-intro");
    const tokens = {
      accessToken: url.searchParams.get("accessToken"),
      refreshToken: url.searchParams.get("refreshToken"),
    };
    const first = await agent(ctx.app).post("/api/auth/url-login", tokens);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(LEARNER);
    expect((await agent(ctx.app).post("/api/auth/url-login", tokens)).statusCode).toBe(401);
  });

  it("is for staff only, and refuses unknown learners and addresses off the campus", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.post("/api/staff/handoff-links", { email: LEARNER })).statusCode).toBe(403);
    const staff = await signIn(ctx.app, "staff@example.com");
    expect((await staff.post("/api/staff/handoff-links", { email: "nobody@example.com" })).statusCode).toBe(404);
    for (const path of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      expect((await staff.post("/api/staff/handoff-links", { email: LEARNER, path })).statusCode, path).toBe(400);
    }
  });

  it("refuses a path that a URL parser would take off the campus (control characters), and says why", async () => {
    const staff = await signIn(ctx.app, "staff@example.com");
    // `new URL` drops tabs and newlines: "/\t/evil.example/" became http://evil.example/?accessToken=…
    for (const path of ["/\t/evil.example/", "/\n/evil.example/", "/\r\n/evil.example", "/course/\u0001x"]) {
      const minted = await staff.post("/api/staff/handoff-links", { email: LEARNER, path });
      expect(minted.statusCode, JSON.stringify(path)).toBe(400);
      expect(minted.json().message, JSON.stringify(path)).toMatch(/path/);
    }
  });

  it("refuses a path whose dot segments leave an address starting with //, which a browser reads as another host", async () => {
    const staff = await signIn(ctx.app, "staff@example.com");
    for (const path of ["/..//evil.example/x", "/.//evil.example", "/a/..//evil.example", "/%2e%2e//evil.example"]) {
      const minted = await staff.post("/api/staff/handoff-links", { email: LEARNER, path });
      expect(minted.statusCode, path).toBe(400);
      expect(minted.json().message, path).toMatch(/^path /);
    }
    // A path with dot segments that stays an ordinary one is normalised as usual.
    const fine = await staff.post("/api/staff/handoff-links", { email: LEARNER, path: "/course/../course/c-intro" });
    expect(fine.statusCode).toBe(200);
    expect(new URL(fine.json().url).pathname).toBe("/course/c-intro");
  });

  it("mints no link for a staff account, and logs each link minted without its tokens", async () => {
    const staff = await signIn(ctx.app, "staff@example.com");
    const forStaff = await staff.post("/api/staff/handoff-links", { email: "staff@example.com" });
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.json().message).toMatch(/learners/);
    const [before] = await ctx.db.query<{ count: number }>("select count(*)::int as count from handoff_tokens");
    expect((await staff.post("/api/staff/handoff-links", { email: "STAFF@example.com" })).statusCode).toBe(403);
    const [after] = await ctx.db.query<{ count: number }>("select count(*)::int as count from handoff_tokens");
    expect(after?.count).toBe(before?.count);
  });
});
