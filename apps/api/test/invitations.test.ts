import { describe, expect, it } from "vitest";
import { DEMO_ORGANIZATIONS } from "../src/seed/demo.js";
import { agent, LEARNER, pkce, STAFF, signIn, useApp } from "./helpers.js";

const ctx = useApp();

/** The invitation mails queued for an address, newest last, with the token their link carries. */
async function invitationMails(email: string) {
  const rows = await ctx.db.query<{ language: string; data: { path: string; expiresAt: string; firstName: string } }>(
    "select language, data from mail_outbox where lower(recipient) = lower($1) and template = 'invitation' order by created_at, id",
    [email],
  );
  return rows.map((row) => ({ ...row, token: row.data.path.replace(/^\/password\//, "") }));
}

const invitation = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: "Iga",
  lastName: "Zaproszona",
  organizationId: DEMO_ORGANIZATIONS.full,
  rankStage: 2,
  language: "en",
  ...extra,
});

async function passwordSignIn(email: string, password: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    payload: { email, password, codeChallenge: pkce().challenge, codeChallengeMethod: "S256", state: "s" },
  });
}

describe("inviting a learner", () => {
  it("makes the account without a password, queues the mail with a 7-day link and records who invited", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const answer = await staff.post("/api/staff/learners", invitation("iga@example.com"));
    expect(answer.statusCode).toBe(200);
    const account = answer.json();
    expect(account).toMatchObject({
      email: "iga@example.com",
      firstName: "Iga",
      lastName: "Zaproszona",
      organization: { _id: DEMO_ORGANIZATIONS.full, name: "Campus Demo" },
      rankStage: 2,
      role: "learner",
      language: "en",
      status: "invited",
    });
    const [row] = await ctx.db.query<{ password_hash: string | null; invited: boolean }>(
      "select password_hash, invited_at is not null as invited from users where id = $1",
      [account._id],
    );
    expect(row).toEqual({ password_hash: null, invited: true });

    const [mail, ...others] = await invitationMails("iga@example.com");
    expect(others).toHaveLength(0);
    expect(mail?.language).toBe("en");
    expect(mail?.data).toMatchObject({ firstName: "Iga", organizationName: "Campus Demo" });
    expect(mail?.data.path).toMatch(/^\/password\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(mail?.data.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only the token's hash is kept.
    const stored = await ctx.db.query("select 1 from password_links where token_hash = $1", [mail?.token]);
    expect(stored).toHaveLength(0);

    const [entry] = await ctx.db.query<{ action: string; actor_email: string; details: { email: string } }>(
      "select action, actor_email, details from audit_log where subject_user_id = $1",
      [account._id],
    );
    expect(entry).toMatchObject({
      action: "learner.invite",
      actor_email: STAFF,
      details: { email: "iga@example.com" },
    });
  });

  it("leads from the mail's link to a password, a session, and password sign-in", async () => {
    const staff = await signIn(ctx.app, STAFF);
    expect(
      (await staff.post("/api/staff/learners", invitation("ola@example.com", { firstName: "Ola" }))).statusCode,
    ).toBe(200);
    // An invited account has no password to sign in with yet.
    expect((await passwordSignIn("ola@example.com", "anything-at-all")).statusCode).toBe(401);
    const [mail] = await invitationMails("ola@example.com");
    const token = mail?.token ?? "";

    const learner = agent(ctx.app);
    const link = await learner.get(`/api/auth/password-link/${token}`);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({
      purpose: "invitation",
      email: "ola@example.com",
      firstName: "Ola",
      expiresAt: mail?.data.expiresAt,
    });

    const short = await learner.post("/api/auth/set-password", { token, password: "short-one" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("The password is too short: use at least 12 characters (this one has 9).");
    const common = await learner.post("/api/auth/set-password", { token, password: "Password12345!" });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^The password is too common/);
    expect(learner.cookies.size).toBe(0);
    expect((await learner.get(`/api/auth/password-link/${token}`)).statusCode).toBe(200);

    const chosen = await learner.post("/api/auth/set-password", { token, password: "ola wybiera hasło 2026" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user).toMatchObject({ email: "ola@example.com", firstName: "Ola", rankStage: 2 });
    expect(learner.cookies.has("campus_access_token")).toBe(true);
    expect(learner.cookies.has("campus_csrf_token")).toBe(true);
    const me = await learner.get("/api/auth/get-user-data");
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe("ola@example.com");

    // The link is used: it opens nothing now.
    const again = await agent(ctx.app).get(`/api/auth/password-link/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^This link cannot be used/);
    expect(
      (await agent(ctx.app).post("/api/auth/set-password", { token, password: "another good one 77" })).statusCode,
    ).toBe(404);

    expect((await passwordSignIn("OLA@example.com", "ola wybiera hasło 2026")).statusCode).toBe(200);
    const [row] = await ctx.db.query<{ invited: boolean }>(
      "select invited_at is not null as invited from users where email = 'ola@example.com'",
    );
    expect(row?.invited).toBe(true);
    // Nor can the address be invited again.
    expect((await staff.post("/api/staff/learners", invitation("ola@example.com"))).statusCode).toBe(409);
  });

  it("refuses an email that already has an account, in any letter case, and changes nothing", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const before = await ctx.db.query<{ n: number }>(
      "select (select count(*) from users)::int + (select count(*) from mail_outbox)::int + (select count(*) from audit_log)::int as n",
    );
    const taken = await staff.post("/api/staff/learners", invitation(LEARNER.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `An account with the email ${LEARNER.toUpperCase()} already exists: nothing was changed.`,
    );
    const after = await ctx.db.query<{ n: number }>(
      "select (select count(*) from users)::int + (select count(*) from mail_outbox)::int + (select count(*) from audit_log)::int as n",
    );
    expect(after).toEqual(before);
  });

  it("makes one account of two invitations of one address racing", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const answers = await Promise.all([
      staff.post("/api/staff/learners", invitation("twice@example.com")),
      staff.post("/api/staff/learners", invitation("TWICE@example.com")),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db.query("select 1 from users where lower(email) = 'twice@example.com'");
    expect(rows).toHaveLength(1);
  });

  it("says an unknown organization is unknown (400), and refuses a bad body", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const unknown = await staff.post(
      "/api/staff/learners",
      invitation("nobody@example.com", { organizationId: "org-none" }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("organizationId: no organization has the id org-none.");
    expect(await invitationMails("nobody@example.com")).toHaveLength(0);
    for (const bad of [
      { email: "not-an-email" },
      { rankStage: 0 },
      // Above the campus's highest rank stage (the demo names 1 to 3).
      { rankStage: 4 },
      { language: "de" },
      { firstName: " " },
      { extra: 1 },
    ]) {
      expect((await staff.post("/api/staff/learners", invitation("bad@example.com", bad))).statusCode).toBe(400);
    }
  });

  it("is staff's: a learner is refused (403) and nothing is made", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.post("/api/staff/learners", invitation("sneaky@example.com"))).statusCode).toBe(403);
    expect((await learner.post("/api/staff/learners/u-learner/invitation")).statusCode).toBe(403);
    expect(await invitationMails("sneaky@example.com")).toHaveLength(0);
    expect((await agent(ctx.app).post("/api/staff/learners", invitation("anon@example.com"))).statusCode).toBe(401);
  });
});

describe("resending an invitation", () => {
  it("mails a new 7-day link, makes the older one fail and records it", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const invited = (await staff.post("/api/staff/learners", invitation("ewa@example.com", { language: "pl" }))).json();
    const resent = await staff.post(`/api/staff/learners/${invited._id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ _id: invited._id, status: "invited" });
    const [first, second] = await invitationMails("ewa@example.com");
    expect(second?.language).toBe("pl");
    expect(second?.token).not.toBe(first?.token);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${first?.token}`)).statusCode).toBe(404);
    expect(
      (await agent(ctx.app).post("/api/auth/set-password", { token: first?.token, password: "ewa ma nowe hasło" }))
        .statusCode,
    ).toBe(404);
    expect((await agent(ctx.app).get(`/api/auth/password-link/${second?.token}`)).statusCode).toBe(200);
    const actions = await ctx.db.query<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where subject_user_id = $1 order by at",
      [invited._id],
    );
    expect(actions).toEqual([
      { action: "learner.invite", actor_email: STAFF },
      { action: "learner.invitation-resend", actor_email: STAFF },
    ]);
  });

  it("is refused (409, saying why) for an account with a password or a deactivated one, and 404 for none", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const active = await staff.post("/api/staff/learners/u-learner/invitation");
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe("This account already has a password: there is no invitation to resend.");

    const invited = (await staff.post("/api/staff/learners", invitation("gone@example.com"))).json();
    await ctx.db.query("update users set deactivated_at = now() where id = $1", [invited._id]);
    const deactivated = await staff.post(`/api/staff/learners/${invited._id}/invitation`);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toMatch(/^This account is deactivated/);
    expect(await invitationMails("gone@example.com")).toHaveLength(1);

    expect((await staff.post("/api/staff/learners/u-nobody/invitation")).statusCode).toBe(404);
  });
});
