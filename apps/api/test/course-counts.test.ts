import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, completeLessons, createLearner, PREFIX, signIn, useApp } from "./helpers.js";

/*
 * One definition of each count and duration (issue: a course said 6 lessons, "x of 8" and listed 9 rows; an English
 * program counted a Polish-only course it never lists): every answer that shows a count agrees with the list it
 * counts.
 */
const ctx = useApp();
let learner: Agent;

beforeAll(async () => {
  learner = await signIn(ctx.app, await createLearner(ctx.db, "counts"));
});

const inLanguage = (lang: "pl" | "en") => learner.cookies.set(`${PREFIX}lang`, lang);

interface Listed {
  _id: string;
  durationMinutes: number;
  sublessons: { _id: string; durationMinutes: number }[];
}

describe("a course's counts", () => {
  it("counts the lessons its list numbers and the minutes of every lesson and part", async () => {
    inLanguage("en");
    const { course } = (await learner.get("/api/course/c-intro")).json().data;
    const lessons = course.lessons as Listed[];
    expect(course.lessonsCount).toBe(lessons.length);
    const minutes = lessons.reduce(
      (sum, l) => sum + l.durationMinutes + l.sublessons.reduce((parts, s) => parts + s.durationMinutes, 0),
      0,
    );
    expect(course.durationMinutes).toBe(minutes);
    // The demo's introduction: six lessons, the fourth in three parts, 56 minutes in all.
    expect([course.lessonsCount, course.durationMinutes]).toEqual([6, 56]);

    const program = (await learner.get("/api/modules/p-foundations/courses")).json();
    const card = program.data.find((c: { _id: string }) => c._id === "c-intro");
    expect([card.lessonsCount, card.durationMinutes]).toEqual([6, 56]);
  });

  it("counts a lesson with parts as completed once every part is", async () => {
    inLanguage("en");
    const progress = (await learner.post("/api/course/join/c-intro")).json().data.progress;
    expect(progress.completedLessonsCount).toBe(0);
    const complete = async (lessonId: string, sublessonId?: string) => {
      const r = await learner.post("/api/course/update-progress", { progressId: progress._id, lessonId, sublessonId });
      expect(r.statusCode).toBe(200);
      return r.json().data.progress.completedLessonsCount as number;
    };
    expect(await complete("c-intro-l1")).toBe(1);
    expect(await complete("c-intro-l4", "c-intro-l4-s1")).toBe(1);
    expect(await complete("c-intro-l4", "c-intro-l4-s2")).toBe(1);
    const page = (await learner.get("/api/course/c-intro")).json().data;
    expect(page.progress.completedLessonsCount).toBe(1);
  });
});

describe("a program's counts", () => {
  it("counts the courses the learner can take in their language, as its list shows them", async () => {
    for (const lang of ["pl", "en"] as const) {
      inLanguage(lang);
      const listed = (await learner.get("/api/modules/p-foundations/courses?limit=100")).json();
      const program = (await learner.get("/api/modules/p-foundations")).json().moduleDetails;
      expect(program.coursesCount, lang).toBe(listed.totalCount);
      const card = (await learner.get("/api/modules?limit=100"))
        .json()
        .data.find((p: { _id: string }) => p._id === "p-foundations");
      expect(card.coursesCount, lang).toBe(listed.totalCount);
    }
    inLanguage("en");
    const english = (await learner.get("/api/modules/p-foundations")).json().moduleDetails.coursesCount;
    inLanguage("pl");
    // The Polish-only course is one of the Polish program's courses, not the English one's.
    expect((await learner.get("/api/modules/p-foundations")).json().moduleDetails.coursesCount).toBe(english + 1);
  });
});

describe("a course's next step on its card", () => {
  it("says when every lesson is done, so home leads to the ending rather than back to the lessons", async () => {
    inLanguage("en");
    const fresh = await signIn(ctx.app, await createLearner(ctx.db, "counts-next-step"));
    fresh.cookies.set(`${PREFIX}lang`, "en");
    const card = async () => (await fresh.get("/api/homepage-data")).json().startingCourse;
    await fresh.post("/api/course/join/c-intro");
    expect(await card()).toMatchObject({ _id: "c-intro", status: "started", lessonsDone: false });
    await completeLessons(fresh, "c-intro");
    expect(await card()).toMatchObject({
      _id: "c-intro",
      status: "started",
      lessonsDone: true,
      progressPercentage: 89,
    });
  });
});
