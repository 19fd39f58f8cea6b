import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, LEARNER, RESTRICTED, STAFF, signIn, useApp } from "./helpers.js";

/** Organizations carry the SPEC's three access flags; staff make, rename and change them, learners feel it at once. */
const ctx = useApp();
let staff: Agent;
let learner: Agent;

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
  learner = await signIn(ctx.app, LEARNER);
});

const settingsOf = async (who: Agent) => (await who.get("/api/auth/get-user-data")).json().organizationSettings;
const all = { accessToToolRepository: true, accessToBenefits: true, accessToCommunity: true };
const none = { accessToToolRepository: false, accessToBenefits: false, accessToCommunity: false };

describe("the demo organizations", () => {
  it("hold the flags the demo accounts had, so nothing changed for a learner", async () => {
    expect(await settingsOf(learner)).toEqual(all);
    expect(await settingsOf(await signIn(ctx.app, RESTRICTED))).toEqual(none);
    const answer = await staff.get("/api/staff/organizations");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().organizations).toEqual([
      { _id: "org-demo", name: "Campus Demo", settings: all, learners: expect.any(Number) },
      { _id: "org-demo-restricted", name: "Campus Demo (restricted)", settings: none, learners: 1 },
    ]);
  });

  it("refuses learners every staff call", async () => {
    expect((await learner.get("/api/staff/organizations")).statusCode).toBe(403);
    expect((await learner.post("/api/staff/organizations", { name: "Mine", settings: all })).statusCode).toBe(403);
    expect((await learner.put("/api/staff/organizations/org-demo", { settings: all })).statusCode).toBe(403);
  });
});

describe("making and changing an organization", () => {
  let id: string;

  it("creates one with a name and flags, and logs who did it", async () => {
    const made = await staff.post("/api/staff/organizations", { name: "  Politechnika Łódzka ", settings: none });
    expect(made.statusCode).toBe(200);
    id = made.json()._id;
    expect(made.json()).toEqual({ _id: id, name: "Politechnika Łódzka", settings: none, learners: 0 });
    const audit = (await staff.get("/api/staff/audit")).json().entries[0];
    expect(audit).toMatchObject({
      action: "organization.create",
      actor: { _id: "u-staff", email: STAFF },
      subjectOrganizationId: id,
      details: { name: "Politechnika Łódzka" },
    });
  });

  it("refuses a second organization of the same name in any letter case, with a message", async () => {
    const twin = await staff.post("/api/staff/organizations", { name: "POLITECHNIKA ŁÓDZKA", settings: all });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('An organization named "POLITECHNIKA ŁÓDZKA" already exists.');
    const renameOnto = await staff.put(`/api/staff/organizations/${id}`, { name: "campus demo" });
    expect(renameOnto.statusCode).toBe(409);
  });

  it("renames one and keeps its flags, and changes flags and keeps its name", async () => {
    const renamed = await staff.put(`/api/staff/organizations/${id}`, { name: "PŁ" });
    expect(renamed.json()).toMatchObject({ name: "PŁ", settings: none });
    const opened = await staff.put(`/api/staff/organizations/${id}`, {
      settings: { ...none, accessToCommunity: true },
    });
    expect(opened.json()).toMatchObject({ name: "PŁ", settings: { ...none, accessToCommunity: true } });
  });

  it("refuses a blank or multi-line name, an empty change and unknown fields with a 400", async () => {
    for (const body of [
      { name: "   ", settings: all },
      { name: "Evil\r\nBcc: x@example.com", settings: all },
      { name: "No flags" },
      { name: "Extra", settings: all, admin: true },
    ]) {
      expect((await staff.post("/api/staff/organizations", body)).statusCode).toBe(400);
    }
    expect((await staff.put(`/api/staff/organizations/${id}`, {})).statusCode).toBe(400);
    expect((await staff.put("/api/staff/organizations/nope", { name: "X" })).statusCode).toBe(404);
  });

  it("reaches every learner of the organization on their next call", async () => {
    const restricted = await signIn(ctx.app, RESTRICTED);
    expect((await restricted.get("/api/tools")).statusCode).toBe(403);
    await staff.put("/api/staff/organizations/org-demo-restricted", { settings: all });
    expect(await settingsOf(restricted)).toEqual(all);
    expect((await restricted.get("/api/tools")).statusCode).toBe(200);
    await staff.put("/api/staff/organizations/org-demo-restricted", { settings: none });
    expect(await settingsOf(restricted)).toEqual(none);
    expect((await restricted.get("/api/tools")).statusCode).toBe(403);
  });
});
