import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type Agent, agent, createLearner, LEARNER, pkce, signIn, useApp } from "./helpers.js";

const ctx = useApp();
const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A fresh sign-in code for an account with its PKCE verifier, as the login page gets it. */
async function codeFor(email: string) {
  const { verifier, challenge } = pkce();
  const authorized = await agent(ctx.app).post("/api/auth/authorize", {
    email,
    password: "campus-demo",
    codeChallenge: challenge,
    codeChallengeMethod: "S256",
    state: "s",
  });
  expect(authorized.statusCode).toBe(200);
  return { code: authorized.json().code as string, verifier };
}

const exchange = (who: Agent, code: string, codeVerifier: string) =>
  who.post("/api/auth/exchange-code", { code, codeVerifier });

/** Whether a browser's session still answers, and can still be refreshed. */
async function stillSignedIn(who: Agent) {
  const me = (await who.get("/api/auth/get-user-data")).statusCode;
  const refreshed = (await who.post("/api/auth/refresh-token")).statusCode;
  return { me, refreshed };
}

const expireCode = (code: string) =>
  ctx.db.query("update auth_codes set expires_at = now() - interval '1 second' where code_hash = $1", [sha256(code)]);

const sessionsOf = async (userId: string) =>
  (await ctx.db.query<{ n: number }>("select count(*)::int as n from sessions where user_id = $1", [userId]))[0]?.n;

describe("a sign-in code used twice (OAuth 2.1 section 4.1.3)", () => {
  it("refuses the second use and ends the session the first one started, whoever used it first", async () => {
    const { code, verifier } = await codeFor(LEARNER);
    const owner = agent(ctx.app);
    expect((await exchange(owner, code, verifier)).statusCode).toBe(200);
    expect((await owner.get("/api/auth/get-user-data")).statusCode).toBe(200);
    // Someone else with the intercepted code and verifier, a moment later.
    const thief = agent(ctx.app);
    const replay = await exchange(thief, code, verifier);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Login with code error");
    expect(thief.cookies.size).toBe(0);
    // The first use's session is over: its access token answers 401 and its refresh token renews nothing.
    expect(await stillSignedIn(owner)).toEqual({ me: 401, refreshed: 401 });
    const [row] = await ctx.db.query<{ revoked_reason: string }>(
      "select s.revoked_reason from sessions s join auth_codes c on c.session_id = s.id where c.code_hash = $1",
      [sha256(code)],
    );
    expect(row?.revoked_reason).toBe("sign-in code used again");
  });

  it("ends only that session: the learner's other devices stay signed in", async () => {
    const phone = await signIn(ctx.app, LEARNER);
    const { code, verifier } = await codeFor(LEARNER);
    const laptop = agent(ctx.app);
    expect((await exchange(laptop, code, verifier)).statusCode).toBe(200);
    expect((await exchange(agent(ctx.app), code, verifier)).statusCode).toBe(401);
    expect((await laptop.get("/api/auth/get-user-data")).statusCode).toBe(401);
    expect((await phone.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });

  it("two uses at the same instant: one wins, the other is refused, and the winner's session ends too", async () => {
    const { code, verifier } = await codeFor(LEARNER);
    const [a, b] = [agent(ctx.app), agent(ctx.app)];
    const answers = await Promise.all([exchange(a, code, verifier), exchange(b, code, verifier)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect((await winner.get("/api/auth/get-user-data")).statusCode).toBe(401);
  });

  it("a code spent by a wrong verifier started no session, so using it again ends none", async () => {
    const other = await signIn(ctx.app, LEARNER);
    const { code, verifier } = await codeFor(LEARNER);
    expect((await exchange(agent(ctx.app), code, pkce().verifier)).statusCode).toBe(401);
    expect((await exchange(agent(ctx.app), code, verifier)).statusCode).toBe(401);
    expect((await other.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });
});

describe("an expired sign-in code", () => {
  it("is refused at its first use and starts no session", async () => {
    const email = await createLearner(ctx.db, "u-late");
    const { code, verifier } = await codeFor(email);
    await expireCode(code);
    const before = await sessionsOf("u-late");
    const late = agent(ctx.app);
    const answer = await exchange(late, code, verifier);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe("Login with code error");
    expect(late.cookies.size).toBe(0);
    expect(await sessionsOf("u-late")).toBe(before);
  });

  it("used once, then again after it expired: the replay is refused and still ends the first session", async () => {
    const { code, verifier } = await codeFor(LEARNER);
    const owner = agent(ctx.app);
    expect((await exchange(owner, code, verifier)).statusCode).toBe(200);
    await expireCode(code);
    expect((await exchange(agent(ctx.app), code, verifier)).statusCode).toBe(401);
    expect(await stillSignedIn(owner)).toEqual({ me: 401, refreshed: 401 });
  });

  it("an unknown code is refused and ends nothing", async () => {
    const other = await signIn(ctx.app, LEARNER);
    const answer = await exchange(agent(ctx.app), "x".repeat(43), pkce().verifier);
    expect(answer.statusCode).toBe(401);
    expect((await other.get("/api/auth/get-user-data")).statusCode).toBe(200);
  });
});
