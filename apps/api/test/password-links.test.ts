import { describe, expect, it } from "vitest";
import { deleteExpiredPasswordLinks } from "../src/auth/password-links.js";
import { isCommonPassword, passwordRefusal } from "../src/auth/password-rules.js";
import { signInLimit } from "../src/config/config.js";
import { DEMO_PASSWORD } from "../src/seed/demo.js";
import { agent, createLearner, pkce, signIn, useApp } from "./helpers.js";

// Five reset requests a quarter of an hour per address (a tenth of 50 sign-in attempts), so the flood is quick to reach.
const ctx = useApp({ signInLimit: signInLimit(10, 50) });

let addressCount = 0;
/** A client network of its own for each test, so that one test's requests never count against another's. */
const freshAddress = () => `198.51.100.${++addressCount}`;

function forgot(email: string, from: string, language?: "pl" | "en") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    remoteAddress: from,
    payload: { email, ...(language ? { language } : {}) },
  });
}

/** The reset mails queued for an address, oldest first, with the token their link carries. */
async function resetMails(email: string) {
  const rows = await ctx.db.query<{ language: string; data: { path: string; expiresAt: string; firstName: string } }>(
    "select language, data from mail_outbox where lower(recipient) = lower($1) and template = 'password-reset' order by created_at, id",
    [email],
  );
  return rows.map((row) => ({ ...row, token: row.data.path.replace(/^\/password\//, "") }));
}

/**
 * The reset mails of an address once there are `count` of them: the server queues a mail after it has answered (so
 * the answer's timing is the same for every address), a moment after the request.
 */
async function mailsOnceQueued(email: string, count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const mails = await resetMails(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} reset mails for ${email}`);
}

/** Asks for a reset of the address and answers the token of the mail it brings. */
async function resetToken(email: string): Promise<string> {
  const before = (await resetMails(email)).length;
  expect((await forgot(email, freshAddress())).statusCode).toBe(200);
  const token = (await mailsOnceQueued(email, before + 1)).at(-1)?.token;
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

function authorize(email: string, password: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    remoteAddress: freshAddress(),
    payload: { email, password, codeChallenge: pkce().challenge, codeChallengeMethod: "S256", state: "s" },
  });
}

describe("forgot password", () => {
  it("answers an unknown, an invited, a deactivated and a known address alike; only the known gets a mail", async () => {
    const known = await createLearner(ctx.db, "u-forgetful");
    const deactivated = await createLearner(ctx.db, "u-deactivated-reset");
    await ctx.db.query("update users set deactivated_at = now() where id = 'u-deactivated-reset'");
    const invited = await createLearner(ctx.db, "u-invited-reset");
    await ctx.db.query("update users set password_hash = null, invited_at = now() where id = 'u-invited-reset'");
    const from = freshAddress();
    const answers = [];
    for (const email of ["nobody-here@example.com", invited, deactivated, known.toUpperCase()]) {
      answers.push(await forgot(email, from));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"success":true}');
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    const [mail, ...more] = await mailsOnceQueued(known, 1);
    expect(await resetMails("nobody-here@example.com")).toHaveLength(0);
    expect(await resetMails(invited)).toHaveLength(0);
    expect(await resetMails(deactivated)).toHaveLength(0);
    expect(more).toHaveLength(0);
    expect(mail?.data.firstName).toBe("Other");
    expect(mail?.data.path).toMatch(/^\/password\/[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(mail?.data.expiresAt ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const link = await agent(ctx.app).get(`/api/auth/password-link/${mail?.token}`);
    expect(link.json()).toMatchObject({ purpose: "reset", email: known, firstName: "Other" });
  });

  it("writes in the account's language, else the one the page asked for", async () => {
    const withLanguage = await createLearner(ctx.db, "u-reset-english");
    await ctx.db.query("update users set language = 'en' where id = 'u-reset-english'");
    const without = await createLearner(ctx.db, "u-reset-no-language");
    const from = freshAddress();
    await forgot(withLanguage, from, "pl");
    await forgot(without, from, "en");
    expect((await mailsOnceQueued(withLanguage, 1))[0]?.language).toBe("en");
    expect((await mailsOnceQueued(without, 1))[0]?.language).toBe("en");
  });

  it("mails one account at most 3 times an hour, answering alike after that", async () => {
    const email = await createLearner(ctx.db, "u-reset-often");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(email, freshAddress()));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"success":true}']));
    await mailsOnceQueued(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await resetMails(email)).toHaveLength(3);
    // An unknown address meets the same limit, with the same answers.
    for (let i = 0; i < 5; i++) expect((await forgot("ghost@example.com", freshAddress())).statusCode).toBe(200);
  });

  it("answers a flood from one address 429 with Retry-After, as sign-in does", async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect((await forgot(`flood${i}@example.com`, from)).statusCode).toBe(200);
    const refused = await forgot("flood-more@example.com", from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many password reset requests: try again in \d+ seconds\.$/);
    expect((await forgot("flood-more@example.com", freshAddress())).statusCode).toBe(200);
  });

  it("retires the older reset link when a newer one is mailed", async () => {
    const email = await createLearner(ctx.db, "u-reset-twice");
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${older}`)).statusCode).toBe(404);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${newer}`)).statusCode).toBe(200);
  });
});

describe("choosing a password through a link", () => {
  it("ends the account's other sessions, signs in the new one, and replaces the old password", async () => {
    const email = await createLearner(ctx.db, "u-new-password");
    const earlier = await signIn(ctx.app, email);
    expect((await earlier.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const token = await resetToken(email);

    const browser = agent(ctx.app);
    const chosen = await browser.post("/api/auth/set-password", { token, password: "a brand new passphrase" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.email).toBe(email);
    expect((await browser.get("/api/auth/get-user-data")).statusCode).toBe(200);
    expect((await earlier.get("/api/auth/get-user-data")).statusCode).toBe(401);
    // Nor can the earlier session be renewed.
    expect((await earlier.post("/api/auth/refresh-token")).statusCode).toBe(401);
    const [ended] = await ctx.db.query<{ reason: string }>(
      `select revoked_reason as reason from sessions where user_id = 'u-new-password' and revoked_at is not null`,
    );
    expect(ended?.reason).toBe("password set");

    expect((await authorize(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await authorize(email, "a brand new passphrase")).statusCode).toBe(200);
  });

  it("refuses an expired link (404) and changes nothing", async () => {
    const email = await createLearner(ctx.db, "u-expired-link");
    const token = await resetToken(email);
    await ctx.db.query("update password_links set expires_at = now() - interval '1 second' where user_id = $1", [
      "u-expired-link",
    ]);
    const link = await agent(ctx.app).get(`/api/auth/password-link/${token}`);
    expect(link.statusCode).toBe(404);
    const set = await agent(ctx.app).post("/api/auth/set-password", { token, password: "too late for this one" });
    expect(set.statusCode).toBe(404);
    expect(set.json().message).toBe(link.json().message);
    expect((await authorize(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("answers an altered or unknown token with the same 404, and a malformed one with 400", async () => {
    const email = await createLearner(ctx.db, "u-altered-link");
    const token = await resetToken(email);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const answers = [
      await agent(ctx.app).get(`/api/auth/password-link/${altered}`),
      await agent(ctx.app).get(`/api/auth/password-link/${"x".repeat(43)}`),
      await agent(ctx.app).post("/api/auth/set-password", { token: altered, password: "an unknown link here" }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((a) => a.json().message)).size).toBe(1);
    expect((await agent(ctx.app).get("/api/auth/password-link/short")).statusCode).toBe(400);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${"x".repeat(40)}%2F`)).statusCode).toBe(400);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${token}`)).statusCode).toBe(200);
  });

  it("lets exactly one of two racing requests use a link", async () => {
    const email = await createLearner(ctx.db, "u-racing-link");
    const token = await resetToken(email);
    const answers = await Promise.all([
      agent(ctx.app).post("/api/auth/set-password", { token, password: "first racer password" }),
      agent(ctx.app).post("/api/auth/set-password", { token, password: "second racer password" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]?.statusCode === 200 ? "first racer password" : "second racer password";
    const loser = winner.startsWith("first") ? "second racer password" : "first racer password";
    expect((await authorize(email, winner)).statusCode).toBe(200);
    expect((await authorize(email, loser)).statusCode).toBe(401);
    const sessions = await ctx.db.query(
      "select 1 from sessions where user_id = 'u-racing-link' and revoked_at is null",
    );
    expect(sessions.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a deactivated account (401) and leaves its link unused", async () => {
    const email = await createLearner(ctx.db, "u-deactivated-link");
    const token = await resetToken(email);
    await ctx.db.query("update users set deactivated_at = now() where id = 'u-deactivated-link'");
    const link = await agent(ctx.app).get(`/api/auth/password-link/${token}`);
    expect(link.statusCode).toBe(401);
    const browser = agent(ctx.app);
    const set = await browser.post("/api/auth/set-password", { token, password: "deactivated but trying" });
    expect(set.statusCode).toBe(401);
    expect(set.json().message).toBe("This account is deactivated.");
    expect(browser.cookies.size).toBe(0);
    const [row] = await ctx.db.query<{ used: boolean }>(
      "select used_at is not null as used from password_links where user_id = 'u-deactivated-link'",
    );
    expect(row?.used).toBe(false);
    // Reactivated, the same link still works.
    await ctx.db.query("update users set deactivated_at = null where id = 'u-deactivated-link'");
    expect(
      (await agent(ctx.app).post("/api/auth/set-password", { token, password: "deactivated but trying" })).statusCode,
    ).toBe(200);
  });

  it("keeps the link usable after a refused password, whatever the refusal", async () => {
    const email = await createLearner(ctx.db, "u-picky");
    const token = await resetToken(email);
    for (const password of ["", "elevenchars", "qazwsxedcrfv", "aaaaaaaaaaaaaaa", "Sunshine2024!!!"]) {
      const refused = await agent(ctx.app).post("/api/auth/set-password", { token, password });
      expect(refused.statusCode, password).toBe(400);
    }
    expect((await agent(ctx.app).get(`/api/auth/password-link/${token}`)).statusCode).toBe(200);
  });

  it("leaves one usable link of two resets asked for at once", async () => {
    const email = await createLearner(ctx.db, "u-reset-at-once");
    await Promise.all([forgot(email, freshAddress()), forgot(email, freshAddress())]);
    const mails = await mailsOnceQueued(email, 2);
    const opened = await Promise.all(
      mails.map(async (mail) => (await agent(ctx.app).get(`/api/auth/password-link/${mail.token}`)).statusCode),
    );
    expect(opened.sort()).toEqual([200, 404]);
  });

  it("deletes links a day after they stopped working", async () => {
    const email = await createLearner(ctx.db, "u-old-links");
    await resetToken(email);
    await resetToken(email);
    await ctx.db.query(
      "update password_links set expires_at = expires_at - interval '2 days', created_at = created_at - interval '2 days' where user_id = 'u-old-links' and expires_at <= now()",
    );
    await deleteExpiredPasswordLinks(ctx.db);
    const left = await ctx.db.query("select 1 from password_links where user_id = 'u-old-links'");
    expect(left).toHaveLength(1);
  });
});

describe("the password rules", () => {
  it("say exactly what is wrong", () => {
    expect(passwordRefusal("ab")?.message).toBe(
      "The password is too short: use at least 12 characters (this one has 2).",
    );
    // Characters as a person counts them: four emoji are four.
    expect(passwordRefusal("😀😀😀😀")?.message).toMatch(/\(this one has 4\)/);
    expect(passwordRefusal("qazwsxedcrfv")?.statusCode).toBe(400);
    expect(passwordRefusal("zażółć gęślą jaźń")).toBeUndefined();
  });

  it("know the common passwords, in any letter case and with digits or symbols added", () => {
    for (const common of ["1qaz2wsx3edc", "QWERTY123456", "Password2024!", "dragon12345678", "zzzzzzzzzzzzz"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["correct horse battery", "ola wybiera hasło 2026", "Krakowski-Rower-17"]) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });
});
