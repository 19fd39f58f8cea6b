import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, LEARNER, NEWCOMER, STAFF, signIn, useApp } from "./helpers.js";

/** Staff find accounts, change a learner's rank and organization, and deactivate and reactivate an account. */
const ctx = useApp();
let staff: Agent;

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
});

describe("finding accounts", () => {
  it("lists accounts by name with their organization and status", async () => {
    const answer = await staff.get("/api/staff/learners");
    expect(answer.statusCode).toBe(200);
    const { learners, total, page, pageSize } = answer.json();
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 50 });
    expect(total).toBe(learners.length);
    expect(learners.find((l: { email: string }) => l.email === LEARNER)).toMatchObject({
      _id: "u-learner",
      firstName: "Anna",
      lastName: "Nowak",
      organization: { _id: "org-demo", name: "Campus Demo" },
      rankStage: 2,
      role: "learner",
      status: "active",
    });
    const names = learners.map((l: { lastName: string }) => l.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
  });

  it("finds by part of a name or email in any letter case, with Polish letters", async () => {
    const byName = (await staff.get(`/api/staff/learners?query=${encodeURIComponent("WIŚNIEW")}`)).json();
    expect(byName.learners.map((l: { _id: string }) => l._id)).toEqual(["u-restricted"]);
    const byEmail = (await staff.get("/api/staff/learners?query=NEWCOMER@")).json();
    expect(byEmail.learners.map((l: { email: string }) => l.email)).toEqual([NEWCOMER]);
    const byOrganization = (await staff.get("/api/staff/learners?organizationId=org-demo-restricted")).json();
    expect(byOrganization).toMatchObject({ total: 1, learners: [{ _id: "u-restricted" }] });
  });

  it("refuses a bad query with a 400 and learners with a 403", async () => {
    expect((await staff.get("/api/staff/learners?status=sleeping")).statusCode).toBe(400);
    expect((await staff.get("/api/staff/learners?page=0")).statusCode).toBe(400);
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.get("/api/staff/learners")).statusCode).toBe(403);
    expect((await learner.post("/api/staff/learners/u-newcomer/deactivate")).statusCode).toBe(403);
  });
});

describe("changing a learner", () => {
  it("moves a learner to rank 1, which sends them to onboarding, and logs the change", async () => {
    const email = await createLearner(ctx.db, "rank-change");
    const learner = await signIn(ctx.app, email);
    const changed = await staff.put("/api/staff/learners/rank-change", { rankStage: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ rankStage: 1, organization: { _id: "org-demo" } });
    expect((await learner.get("/api/auth/get-user-data")).json().user.rankStage).toBe(1);
    const audit = (await staff.get("/api/staff/audit?subjectUserId=rank-change")).json();
    expect(audit.total).toBe(1);
    expect(audit.entries[0]).toMatchObject({
      action: "learner.change",
      actor: { email: STAFF },
      details: { before: { rankStage: 2 }, after: { rankStage: 1 } },
    });
  });

  it("moves a learner to another organization, whose flags they get on their next call", async () => {
    const email = await createLearner(ctx.db, "org-change");
    const learner = await signIn(ctx.app, email);
    expect((await learner.get("/api/tools")).statusCode).toBe(200);
    const moved = await staff.put("/api/staff/learners/org-change", { organizationId: "org-demo-restricted" });
    expect(moved.json().organization).toEqual({ _id: "org-demo-restricted", name: "Campus Demo (restricted)" });
    expect((await learner.get("/api/tools")).statusCode).toBe(403);
  });

  it("refuses an unknown organization, an unknown account and a rank out of range, changing nothing", async () => {
    const unknownOrganization = await staff.put("/api/staff/learners/u-newcomer", { organizationId: "org-nope" });
    expect(unknownOrganization.statusCode).toBe(400);
    expect(unknownOrganization.json().message).toBe('There is no organization "org-nope".');
    expect((await staff.put("/api/staff/learners/u-nobody", { rankStage: 2 })).statusCode).toBe(404);
    expect((await staff.put("/api/staff/learners/u-newcomer", { rankStage: 0 })).statusCode).toBe(400);
    const above = await staff.put("/api/staff/learners/u-newcomer", { rankStage: 4 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe("Rank stage 4 is not one of 1 to 3.");
    expect((await staff.put("/api/staff/learners/u-newcomer", {})).statusCode).toBe(400);
    const [row] = await ctx.db.query<{ rank_stage: number; organization_id: string }>(
      "select rank_stage, organization_id from users where id = 'u-newcomer'",
    );
    expect(row).toEqual({ rank_stage: 1, organization_id: "org-demo" });
  });
});

describe("deactivating an account", () => {
  it("ends every session at once, refuses sign-in and refresh, keeps the learner's work, and can be undone", async () => {
    const email = await createLearner(ctx.db, "leaving");
    const phone = await signIn(ctx.app, email);
    const laptop = await signIn(ctx.app, email);
    const joined = await laptop.post("/api/course/join/c-intro");
    expect(joined.statusCode).toBe(200);

    const off = await staff.post("/api/staff/learners/leaving/deactivate");
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe("deactivated");
    for (const device of [phone, laptop]) {
      expect((await device.get("/api/auth/get-user-data")).statusCode).toBe(401);
      expect((await device.post("/api/auth/refresh-token")).statusCode).toBe(401);
    }
    await expect(signIn(ctx.app, email)).rejects.toThrow();
    const again = await staff.post("/api/staff/learners/leaving/deactivate");
    expect(again.statusCode).toBe(409);

    const [kept] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from progress where user_id = 'leaving'",
    );
    expect(kept?.n).toBe(1);

    const on = await staff.post("/api/staff/learners/leaving/reactivate");
    expect(on.json().status).toBe("active");
    const back = await signIn(ctx.app, email);
    expect((await back.get("/api/course/c-intro")).json().data.progress).not.toBeNull();
    expect((await staff.post("/api/staff/learners/leaving/reactivate")).statusCode).toBe(409);

    const actions = (await staff.get("/api/staff/audit?subjectUserId=leaving"))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(["learner.reactivate", "learner.deactivate"]);
  });

  it("refuses staff deactivating their own account", async () => {
    const self = await staff.post("/api/staff/learners/u-staff/deactivate");
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot deactivate your own account.");
  });

  it("refuses a hand-off link for a deactivated account", async () => {
    const email = await createLearner(ctx.db, "handed-off");
    const link = await staff.post("/api/staff/handoff-links", { email });
    expect(link.statusCode).toBe(200);
    await staff.post("/api/staff/learners/handed-off/deactivate");
    const url = new URL(link.json().url);
    const tokens = Object.fromEntries(url.searchParams);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/url-login",
      payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    });
    expect(r.statusCode).toBe(401);
  });
});
