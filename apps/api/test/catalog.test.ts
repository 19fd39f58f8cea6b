import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, LEARNER, NEWCOMER, PREFIX, RESTRICTED, signIn, useApp } from "./helpers.js";

const ctx = useApp();
let learner: Agent;
let other: Agent;
let restricted: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, LEARNER);
  other = await signIn(ctx.app, await createLearner(ctx.db, "other-catalog"));
  restricted = await signIn(ctx.app, RESTRICTED);
  learner.cookies.set(`${PREFIX}lang`, "en");
});

describe("programs", () => {
  it("lists programs with paging, sort and filters", async () => {
    const all = (await learner.get("/api/modules")).json();
    expect(all).toMatchObject({ page: 1, limit: 9, totalCount: 4, totalPages: 1 });
    expect(all.data.map((m: { access: string }) => m.access)).toEqual([
      "available",
      "available",
      "available",
      "unavailable",
    ]);
    const paged = (await learner.get("/api/modules?limit=3&page=2")).json();
    expect(paged).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(paged.data).toHaveLength(1);
    expect(
      (await learner.get("/api/modules?modulesType=unavailable")).json().data.map((m: { _id: string }) => m._id),
    ).toEqual(["p-advanced"]);
    expect((await learner.get("/api/modules?rank=1,3")).json().totalCount).toBe(2);
    const sorted = (await learner.get("/api/modules?sortBy=title&order=desc"))
      .json()
      .data.map((m: { title: string }) => m.title);
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => b.localeCompare(a, "en")));
    expect((await learner.get("/api/modules?search=business")).json().data[0]._id).toBe("p-business");
  });

  it("shows a program and its courses (12 a page), 403 below its rank", async () => {
    expect((await learner.get("/api/modules/p-foundations")).json().moduleDetails).toMatchObject({
      _id: "p-foundations",
      title: "AI foundations",
    });
    const locked = await learner.get("/api/modules/p-advanced");
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe("You don't have access to this section.");
    // The refusal names the program and the rank that opens it, for the page to keep showing what is locked.
    const lockedReason = {
      code: "rankTooLow",
      title: "Advanced AI",
      description: "Agents, automation and custom models.",
      requiredRank: 3,
    };
    expect(locked.json().reason).toEqual(lockedReason);
    const lockedCourses = await learner.get("/api/modules/p-advanced/courses");
    expect(lockedCourses.statusCode).toBe(403);
    expect(lockedCourses.json().reason).toEqual(lockedReason);
    // In English the Polish-only course is left out of lists.
    const en = (await learner.get("/api/modules/p-foundations/courses")).json();
    expect(en).toMatchObject({ limit: 12, totalCount: 13, totalPages: 2 });
    learner.cookies.set(`${PREFIX}lang`, "pl");
    const pl = (await learner.get("/api/modules/p-foundations/courses")).json();
    expect(pl).toMatchObject({ totalCount: 14, totalPages: 2 });
    expect((await learner.get("/api/modules/p-foundations/courses?page=2")).json().data).toHaveLength(2);
    expect(
      (await learner.get("/api/modules/p-foundations/courses?moduleCourseType=final-work")).json().totalCount,
    ).toBe(1);
    learner.cookies.set(`${PREFIX}lang`, "en");
  });

  it("gives the homepage data and toolbar", async () => {
    await other.post("/api/course/join/c-ethics");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await other.post("/api/course/join/c-images");
    const home = (await other.get("/api/homepage-data")).json();
    expect(home.startingCourse._id).toBe("c-images");
    expect(home.startedCourses.map((c: { _id: string }) => c._id)).toEqual(["c-images", "c-ethics"]);
    expect(home.notStartedCourses.length).toBeGreaterThan(5);
    // Another learner's started course is not mine.
    const mine = (await learner.get("/api/homepage-data")).json();
    expect(mine.startedCourses.map((c: { _id: string }) => c._id)).not.toContain("c-ethics");
    expect((await learner.get("/api/toolbar")).json().modules).toHaveLength(4);
  });
});

describe("tools", () => {
  it("lists tools sorted by name, 9 a page, with filters", async () => {
    const first = (await learner.get("/api/tools")).json();
    expect(first).toMatchObject({ page: 1, limit: 9, totalCount: 30, totalPages: 4 });
    const names = first.data.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(first.data.find((t: { _id: string }) => t._id === "t-chatassist")).toMatchObject({
      isFavorite: true,
      favoritesCount: 2,
    });
    const desc = (await learner.get("/api/tools?order=desc&limit=2")).json().data.map((t: { name: string }) => t.name);
    expect(desc).toEqual(["VoiceCraft", "VideoSpark"]);
    const image = (await learner.get("/api/tools?domainCategories=image")).json();
    expect(image.data.every((t: { domainCategories: string[] }) => t.domainCategories.includes("image"))).toBe(true);
    const both = (await learner.get("/api/tools?domainCategories=image&businessCategories=sales")).json();
    expect(both.totalCount).toBeLessThan(image.totalCount);
    expect((await learner.get("/api/tools?search=forge")).json().data.map((t: { name: string }) => t.name)).toEqual([
      "ImageForge",
    ]);
    expect((await learner.get("/api/tools?search=%25")).json().totalCount).toBe(0);
    expect((await learner.get("/api/tools?page=9")).json()).toMatchObject({ data: [], totalCount: 30 });
  });

  it("shows a tool and related tools; favorites are per learner", async () => {
    const tool = (await learner.get("/api/tools/t-datalens")).json().tool;
    expect(tool).toMatchObject({ _id: "t-datalens", name: "DataLens", isFavorite: false });
    expect(tool.features.length).toBeGreaterThan(0);
    const related = (await learner.get("/api/tools/t-datalens/related")).json().tools;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((t: { _id: string }) => t._id)).not.toContain("t-datalens");
    const added = await learner.post("/api/tools/add-to-favorites/t-datalens");
    expect(added.json()).toEqual({ success: true, isFavorite: true, favoritesCount: 1 });
    expect((await learner.post("/api/tools/add-to-favorites/t-datalens")).json().favoritesCount).toBe(1);
    expect((await other.get("/api/tools/t-datalens")).json().tool.isFavorite).toBe(false);
    expect((await other.get("/api/tools?showFavorites=true")).json().totalCount).toBe(0);
    expect((await learner.get("/api/tools?showFavorites=true")).json().totalCount).toBe(3);
    // Another learner removing it changes only their own favorites.
    await other.post("/api/tools/remove-from-favorites/t-datalens");
    expect((await learner.get("/api/tools/t-datalens")).json().tool.isFavorite).toBe(true);
    const removed = await learner.post("/api/tools/remove-from-favorites/t-datalens");
    expect(removed.json()).toEqual({ success: true, isFavorite: false, favoritesCount: 0 });
    expect((await learner.post("/api/tools/add-to-favorites/nope")).statusCode).toBe(404);
  });

  it("counts the whole catalogue and a learner's favorites exactly as tools come and go", async () => {
    const fan = await signIn(ctx.app, await createLearner(ctx.db, "fan-catalog"));
    const extra = Array.from({ length: 12 }, (_, i) => `t-extra-${String(i).padStart(2, "0")}`);
    const text = { description: "An extra tool", longDescription: "", features: [] };
    const addTools = (ids: string[]) =>
      ctx.db.query(
        `insert into tools (id, name, url, logo, licence_type, domain_categories, business_categories, i18n)
         select id, 'Extra ' || id, 'https://example.com/' || id, '/api/media/logo.png', 'paid', '["image"]', '[]', $2
         from unnest($1::text[]) id`,
        [ids, JSON.stringify({ pl: text, en: text })],
      );
    const removeTools = async (ids: string[]) => {
      await ctx.db.query("delete from tool_favorites where tool_id = any($1)", [ids]);
      await ctx.db.query("delete from tools where id = any($1)", [ids]);
    };
    const ids = (answer: { data: { _id: string }[] }) => answer.data.map((t) => t._id);
    try {
      // Added in two statements, one of them a single row.
      await addTools(extra.slice(0, 11));
      await addTools(extra.slice(11));
      expect((await fan.get("/api/tools")).json()).toMatchObject({ totalCount: 42, totalPages: 5 });
      for (const id of ["t-datalens", ...extra.slice(0, 10)]) await fan.post(`/api/tools/add-to-favorites/${id}`);

      const favorites = (await fan.get("/api/tools?showFavorites=true")).json();
      expect(favorites).toMatchObject({ totalCount: 11, totalPages: 2 });
      expect(ids(favorites)).toEqual(["t-datalens", ...extra.slice(0, 8)]);
      expect(ids((await fan.get("/api/tools?showFavorites=true&page=2")).json())).toEqual(extra.slice(8, 10));
      expect((await fan.get("/api/tools?showFavorites=true&page=3")).json()).toMatchObject({
        data: [],
        totalCount: 11,
      });
      const newestFirst = (await fan.get("/api/tools?showFavorites=true&order=desc&limit=2")).json();
      expect(ids(newestFirst)).toEqual([extra[9], extra[8]]);
      const searched = (await fan.get("/api/tools?showFavorites=true&search=extra&limit=20")).json();
      expect(searched.totalCount).toBe(10);
      expect(ids(searched)).toEqual(extra.slice(0, 10));
      expect((await fan.get("/api/tools?search=extra")).json().totalCount).toBe(12);
      // Another learner's favorites are theirs alone.
      expect((await other.get("/api/tools?showFavorites=true")).json().totalCount).toBe(0);

      await removeTools(extra.slice(0, 5));
      expect((await fan.get("/api/tools")).json().totalCount).toBe(37);
      expect((await fan.get("/api/tools?showFavorites=true")).json().totalCount).toBe(6);
    } finally {
      await removeTools(extra);
    }
    expect((await fan.get("/api/tools")).json()).toMatchObject({ totalCount: 30, totalPages: 4 });
  });

  it("follows the organization flags", async () => {
    for (const url of [
      "/api/tools",
      "/api/tools/t-datalens",
      "/api/partners",
      "/api/partners/pa-cloudnest",
      "/api/community",
    ]) {
      const r = await restricted.get(url);
      expect(r.statusCode, url).toBe(403);
    }
    expect((await restricted.get("/api/course/c-intro")).json().data.recommendedTools).toEqual([]);
  });
});

describe("partners, community, filters, pages", () => {
  it("lists partners with paging and category filter, and shows one", async () => {
    const list = (await learner.get("/api/partners")).json();
    expect(list).toMatchObject({ totalCount: 10, totalPages: 2, limit: 9 });
    const software = (await learner.get("/api/partners?categories=software,hardware")).json();
    expect(software.data.every((p: { category: string }) => ["software", "hardware"].includes(p.category))).toBe(true);
    expect((await learner.get("/api/partners?search=cloud")).json().data.map((p: { name: string }) => p.name)).toEqual([
      "CloudNest",
    ]);
    expect((await learner.get("/api/partners/pa-cloudnest")).json().partner).toMatchObject({
      name: "CloudNest",
      benefit: "10% off for learners",
    });
  });

  it("gives community cards, filters, about and onboarding", async () => {
    const community = (await learner.get("/api/community")).json();
    expect(community).toMatchObject({ page: 1, limit: 9, totalCount: 6, totalPages: 1 });
    const cards = community.cards;
    expect(cards).toHaveLength(6);
    expect((await learner.get("/api/community?limit=4&page=2")).json().cards.map((c: { id: string }) => c.id)).toEqual([
      "cc-help",
      "cc-jobs",
    ]);
    expect(cards[0]).toMatchObject({ id: "cc-discord", category: "discord", disabled: false });
    expect(cards[0].hashes.length).toBeGreaterThan(0);
    const filters = (await learner.get("/api/filters")).json();
    expect(filters.domainCategories.map((f: { value: string }) => f.value)).toContain("image");
    expect(filters.licenceTypes).toHaveLength(2);
    const about = (await learner.get("/api/pages/about-campus")).json().page;
    expect(about.mastermind).toMatchObject({ durationMonths: 4, leaders: 10, meetingEveryWeeks: { min: 2, max: 3 } });
    expect(about.mastermind.graduationMeeting).toMatch(/first Wednesday/);
    const onboarding = (await learner.get("/api/onboarding/get-onboarding-data")).json().data;
    expect(onboarding.steps).toHaveLength(3);
  });

  it("completes onboarding: rank stage 1 becomes 2, once", async () => {
    const newcomer = await signIn(ctx.app, NEWCOMER);
    expect((await newcomer.get("/api/auth/get-user-data")).json().user.rankStage).toBe(1);
    const done = await newcomer.post("/api/onboarding/complete-onboarding");
    expect(done.statusCode).toBe(200);
    expect(done.json().user.rankStage).toBe(2);
    expect((await newcomer.get("/api/auth/get-user-data")).json().user.rankStage).toBe(2);
    expect((await newcomer.post("/api/onboarding/complete-onboarding")).statusCode).toBe(409);
    expect((await learner.get("/api/auth/get-user-data")).json().user.rankStage).toBe(2);
  });
});

describe("drawers", () => {
  it("lists and reads notifications, per learner", async () => {
    const list = (await learner.get("/api/notifications")).json();
    expect(list.unreadCount).toBe(2);
    expect(list.notifications[0].title).toBeTruthy();
    expect((await other.get("/api/notifications")).json().notifications).toEqual([]);
    const read = (await learner.post("/api/notifications/read-all")).json();
    expect(read.unreadCount).toBe(0);
  });

  it("gives rank stages", async () => {
    const ranks = (await learner.get("/api/rank-stages")).json();
    expect(ranks.currentStage).toBe(2);
    expect(ranks.stages.map((s: { reached: boolean }) => s.reached)).toEqual([true, true, false]);
    expect(ranks.note).toMatch(/subscription/);
  });

  it("tracks the session streak tasks", async () => {
    const fresh = await signIn(ctx.app, await createLearner(ctx.db, "streaker"));
    const before = (await fresh.get("/api/session-streak")).json();
    expect(before).toMatchObject({ streakDays: 0, requiredMinutes: 5 });
    expect(before.tasks.map((t: { key: string; done: boolean }) => [t.key, t.done])).toEqual([
      ["continue-course", false],
      ["use-tool", false],
      ["study-time", false],
    ]);
    await fresh.post("/api/course/join/c-intro");
    await fresh.post("/api/tools/t-datalens/visit");
    const after = (await fresh.post("/api/session-streak/study-time", { seconds: 300 })).json();
    expect(after.tasks.every((t: { done: boolean }) => t.done)).toBe(true);
    expect(after).toMatchObject({ streakDays: 1, studiedMinutesToday: 5 });
    expect((await other.get("/api/session-streak")).json().studiedMinutesToday).toBe(0);
  });
});
