import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, LEARNER, PREFIX, RESTRICTED, signIn, useApp } from "./helpers.js";

const ctx = useApp();
let polish: Agent;
let english: Agent;
let restricted: Agent;

beforeAll(async () => {
  polish = await signIn(ctx.app, LEARNER);
  polish.cookies.set(`${PREFIX}lang`, "pl");
  english = await signIn(ctx.app, LEARNER);
  english.cookies.set(`${PREFIX}lang`, "en");
  restricted = await signIn(ctx.app, RESTRICTED);
});

describe("the demo campus's benefits, community and about page", () => {
  it("gives every partner an offer, how to use it and a logo, in both languages", async () => {
    for (const agent of [polish, english]) {
      const partners = (await agent.get("/api/partners?limit=50")).json().data;
      expect(partners).toHaveLength(10);
      for (const partner of partners) {
        expect(partner.benefit.length).toBeGreaterThan(10);
        expect(partner.howToUse.length).toBeGreaterThan(40);
        expect(partner.description.length).toBeGreaterThan(40);
        expect(partner.logo).toMatch(/^data:image\/svg\+xml,/);
        expect(partner.url).toMatch(/^https:\/\//);
      }
    }
    const cloudNest = (await polish.get("/api/partners/pa-cloudnest")).json().partner;
    expect(cloudNest).toMatchObject({ name: "CloudNest", code: "CAMPUS10", benefit: "10% zniżki dla słuchaczy" });
    expect(cloudNest.howToUse).toMatch(/kod/);
  });

  it("filters partners by category and search, 9 a page", async () => {
    const first = (await english.get("/api/partners")).json();
    expect(first).toMatchObject({ totalCount: 10, totalPages: 2, limit: 9 });
    expect((await english.get("/api/partners?page=2")).json().data.map((p: { _id: string }) => p._id)).toEqual([
      "pa-talktrain",
    ]);
    const education = (await english.get("/api/partners?categories=education")).json().data;
    expect(education.map((p: { name: string }) => p.name)).toEqual(["LearnHub", "SkillUp", "TalkTrain"]);
    const both = (await english.get("/api/partners?categories=education&search=tutor")).json().data;
    expect(both.map((p: { name: string }) => p.name)).toEqual(["SkillUp"]);
  });

  it("keeps the six community cards, the job board disabled", async () => {
    const cards = (await polish.get("/api/community")).json().cards;
    expect(cards.map((c: { id: string }) => c.id)).toEqual([
      "cc-discord",
      "cc-events",
      "cc-mastermind",
      "cc-projects",
      "cc-help",
      "cc-jobs",
    ]);
    expect(cards.filter((c: { disabled: boolean }) => c.disabled).map((c: { id: string }) => c.id)).toEqual([
      "cc-jobs",
    ]);
    expect(cards[0]).toMatchObject({
      title: "Dołącz do naszego Discorda",
      hashes: ["pytania", "nowości", "networking"],
    });
  });

  it("tells about the campus and the Mastermind in both languages", async () => {
    const pl = (await polish.get("/api/pages/about-campus")).json().page;
    expect(pl.sections).toHaveLength(3);
    expect(pl.mastermind.graduationMeeting).toBe("W pierwszą środę każdego miesiąca");
    const en = (await english.get("/api/pages/about-campus")).json().page;
    expect(en.mastermind).toMatchObject({ durationMonths: 4, leaders: 10, meetingEveryWeeks: { min: 2, max: 3 } });
  });

  it("refuses the partners and the community to a learner without the flags", async () => {
    expect((await restricted.get("/api/partners")).statusCode).toBe(403);
    expect((await restricted.get("/api/partners/pa-cloudnest")).statusCode).toBe(403);
    expect((await restricted.get("/api/community")).statusCode).toBe(403);
    expect((await restricted.get("/api/pages/about-campus")).statusCode).toBe(200);
  });
});
