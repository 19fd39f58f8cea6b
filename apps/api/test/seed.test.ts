import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, LEARNER, PREFIX, signIn, useApp } from "./helpers.js";

/**
 * The demo content the stories and journeys are written against: its ids stay stable, and the demo learner
 * (rank 2) meets every kind of lesson, a Polish-only course, and locked content above their rank.
 */
const ctx = useApp();
let learner: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, LEARNER);
});

const inLanguage = (a: Agent, lang: "pl" | "en") => a.cookies.set(`${PREFIX}lang`, lang);
const lesson = async (path: string) => (await learner.get(`/api/course/lesson/${path}`)).json().content;

describe("the demo seed", () => {
  it("signs the demo learner in at rank 2", async () => {
    expect((await learner.get("/api/auth/get-user-data")).json().user.rankStage).toBe(2);
  });

  it("gives c-intro a lesson of every kind, in Polish and English", async () => {
    for (const lang of ["pl", "en"] as const) {
      inLanguage(learner, lang);
      const { course } = (await learner.get("/api/course/c-intro")).json().data;
      const kinds = course.lessons.map((l: { _id: string; kind: string }) => `${l._id}:${l.kind}`);
      expect(kinds).toEqual([
        "c-intro-l1:video",
        "c-intro-l2:text",
        "c-intro-l3:presentation",
        "c-intro-l4:text",
        "c-intro-l5:quiz",
        "c-intro-l6:internal-test",
      ]);
      const subs = course.lessons[3].sublessons.map((s: { _id: string; kind: string }) => `${s._id}:${s.kind}`);
      expect(subs).toEqual(["c-intro-l4-s1:video", "c-intro-l4-s2:presentation", "c-intro-l4-s3:internal-test"]);

      const video = await lesson("c-intro-l1");
      expect(video.video.variants.map((v: { quality: string }) => v.quality)).toEqual(["360p", "180p"]);
      expect(video.video.poster).toBeTruthy();
      expect((await lesson("c-intro-l2")).text).toMatch(/\S/);
      const slides = (await lesson("c-intro-l3")).presentation.slides;
      expect(slides).toHaveLength(3);
      expect(slides.every((s: { alt: string }) => s.alt.length > 0)).toBe(true);
      expect((await lesson("c-intro-l5")).quiz.questions).toHaveLength(2);
      expect((await lesson("c-intro-l6")).internalTest.questions).toHaveLength(4);
    }
  });

  it("gives lessons resources to download, one by one and as a zip", async () => {
    const zip = await learner.get("/api/course/download-resources/c-intro-l1");
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual(["checklista.txt", "notatki.txt"]);
    expect((await learner.get("/api/course/download-resources/c-intro-l3")).statusCode).toBe(200);
  });

  it("has a course only in Polish: 406 in English for the course and its lessons, left out of English lists", async () => {
    inLanguage(learner, "pl");
    expect((await learner.get("/api/course/c-polish-law")).statusCode).toBe(200);
    expect((await learner.get("/api/course/lesson/c-polish-law-l1")).statusCode).toBe(200);
    inLanguage(learner, "en");
    for (const url of ["/api/course/c-polish-law", "/api/course/lesson/c-polish-law-l1"]) {
      const r = await learner.get(url);
      expect(r.statusCode, url).toBe(406);
      expect(r.json().message).toBe("The selected resource is not available in the selected language.");
    }
    const english = (await learner.get("/api/modules/p-foundations/courses?limit=100")).json().data;
    expect(english.map((c: { _id: string }) => c._id)).not.toContain("c-polish-law");
  });

  it("locks a program and courses above the learner's rank", async () => {
    inLanguage(learner, "en");
    const programs = (await learner.get("/api/modules")).json().data;
    expect(programs.find((p: { _id: string }) => p._id === "p-advanced")).toMatchObject({
      rank: 3,
      access: "unavailable",
    });
    expect((await learner.get("/api/modules/p-advanced")).statusCode).toBe(403);
    // A locked course inside a program the learner can open: its card shows the lock.
    const business = (await learner.get("/api/modules/p-business/courses")).json().data;
    expect(business.map((c: { _id: string; rank: number }) => `${c._id}:${c.rank}`)).toEqual([
      "c-strategy:2",
      "c-teams:2",
      "c-leadership:3",
    ]);
    for (const id of ["c-leadership", "c-agents", "c-finetune"]) {
      expect((await learner.get(`/api/course/${id}`)).statusCode, id).toBe(403);
    }
  });
});
