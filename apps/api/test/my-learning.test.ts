import type { LearningCourse, MyLearningAnswer } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, completeLessons, createLearner, PREFIX, signIn, useApp } from "./helpers.js";

/*
 * The learner's own learning (`GET /api/my-learning`): every joined course open to them, counted as the course
 * page and home count it, sorted into in progress, ready for the ending and completed with its certificate.
 */
const ctx = useApp({ campusUrl: "https://campus.example" });

const PASSING = [
  { q: "c-intro-t-q1", a: ["c-intro-t-q1-a1"] },
  { q: "c-intro-t-q2", a: ["c-intro-t-q2-a1", "c-intro-t-q2-a2"] },
  { q: "c-intro-t-q3", a: ["c-intro-t-q3-a1"] },
  { q: "c-intro-t-q4", a: ["c-intro-t-q4-a1"] },
];

let learner: Agent;

async function myLearning(who: Agent = learner): Promise<MyLearningAnswer> {
  const response = await who.get("/api/my-learning");
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
}
const ids = (courses: LearningCourse[]) => courses.map((c) => c.course._id);

beforeAll(async () => {
  learner = await signIn(ctx.app, await createLearner(ctx.db, "u-my-learning"));
  learner.cookies.set(`${PREFIX}lang`, "en");
});

describe("my learning", () => {
  it("is empty for a learner who has joined nothing", async () => {
    expect(await myLearning()).toEqual({ inProgress: [], readyForEnding: [], completed: [] });
  });

  it("lists a started course with the counts of its page and home, the minutes left and the next lesson", async () => {
    const joined = (await learner.post("/api/course/join/c-intro")).json().data.progress;
    const done = await learner.post("/api/course/update-progress", { progressId: joined._id, lessonId: "c-intro-l1" });
    expect(done.statusCode).toBe(200);

    const [entry, ...rest] = (await myLearning()).inProgress;
    expect(rest).toEqual([]);
    const page = (await learner.get("/api/course/c-intro")).json().data;
    const home = (await learner.get("/api/homepage-data")).json();
    const homeCard = home.startedCourses.find((c: { _id: string }) => c._id === "c-intro");
    expect(entry?.course).toEqual(homeCard);
    expect(entry?.course.lessonsCount).toBe(page.course.lessonsCount);
    expect(entry?.course.progressPercentage).toBe(page.progress.percentage);
    expect(entry?.completedLessonsCount).toBe(page.progress.completedLessonsCount);
    expect(entry?.completedLessonsCount).toBe(1);
    // The first lesson's minutes are done; every other lesson and part is left.
    const first = page.course.lessons.find((l: { _id: string }) => l._id === "c-intro-l1");
    expect(entry?.minutesLeft).toBe(page.course.durationMinutes - first.durationMinutes);
    const second = page.course.lessons[1];
    expect(entry?.nextLesson).toEqual({ lessonId: second._id, sublessonId: null, title: second.title });
    expect(entry?.finishedAt).toBeNull();
    expect(entry?.certificate).toBeNull();
  });

  it("leads to a lesson's first part not completed, and counts its lesson left until every part is", async () => {
    const progressId = (await learner.get("/api/course/c-intro")).json().data.progress._id;
    for (const lessonId of ["c-intro-l2", "c-intro-l3"]) {
      expect((await learner.post("/api/course/update-progress", { progressId, lessonId })).statusCode).toBe(200);
    }
    const part = { progressId, lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1" };
    expect((await learner.post("/api/course/update-progress", part)).statusCode).toBe(200);
    const [entry] = (await myLearning()).inProgress;
    expect(entry?.completedLessonsCount).toBe(3);
    expect(entry?.nextLesson).toMatchObject({ lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s2" });
    const lessons = (await learner.get("/api/course/c-intro")).json().data.course.lessons as {
      _id: string;
      durationMinutes: number;
      sublessons: { _id: string; durationMinutes: number }[];
    }[];
    const fourth = lessons.find((l) => l._id === "c-intro-l4");
    const doneMinutes =
      lessons.slice(0, 3).reduce((sum, l) => sum + l.durationMinutes, 0) +
      (fourth?.sublessons[0]?.durationMinutes ?? 0);
    expect(entry?.minutesLeft).toBe((entry?.course.durationMinutes ?? 0) - doneMinutes);
  });

  it("moves a course whose lessons are all completed to ready for the ending, with nothing left", async () => {
    await completeLessons(learner, "c-intro");
    const answer = await myLearning();
    expect(ids(answer.inProgress)).toEqual([]);
    expect(ids(answer.readyForEnding)).toEqual(["c-intro"]);
    expect(answer.readyForEnding[0]).toMatchObject({ minutesLeft: 0, nextLesson: null, completedLessonsCount: 6 });
    expect(answer.readyForEnding[0]?.course).toMatchObject({ status: "started", lessonsDone: true });
  });

  it("lists a completed course with its finish and certificate, and its public page", async () => {
    const check = await learner.post("/api/closed-test/check/c-intro", { answers: PASSING });
    expect(check.json().result.passed).toBe(true);
    const answer = await myLearning();
    expect(ids(answer.readyForEnding)).toEqual([]);
    const [entry] = answer.completed;
    expect(entry?.course).toMatchObject({ _id: "c-intro", status: "completed", progressPercentage: 100 });
    expect(entry?.finishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(entry?.certificate?.status).toBe("valid");
    expect(entry?.certificate?.verifyUrl).toBe(`https://campus.example/verify/${entry?.certificate?.id}`);
  });

  it("orders courses in progress by the latest activity", async () => {
    await learner.post("/api/course/join/c-prompting");
    await new Promise((resolve) => setTimeout(resolve, 15));
    await learner.post("/api/course/join/c-final-single");
    expect(ids((await myLearning()).inProgress)).toEqual(["c-final-single", "c-prompting"]);
  });

  it("leaves out courses not in the learner's language and above their rank, as home does", async () => {
    // A Polish-only course joined in Polish, and a course above the learner's rank (joined before a demotion).
    learner.cookies.set(`${PREFIX}lang`, "pl");
    expect((await learner.post("/api/course/join/c-polish-law")).statusCode).toBe(200);
    expect(ids((await myLearning()).inProgress)).toContain("c-polish-law");
    await ctx.db.query(
      `insert into progress (id, user_id, course_id, lessons) values ('pr-my-learning-agents', 'u-my-learning', 'c-agents', '{}')`,
    );
    learner.cookies.set(`${PREFIX}lang`, "en");
    const answer = await myLearning();
    const all = [...answer.inProgress, ...answer.readyForEnding, ...answer.completed].map((c) => c.course._id);
    expect(all).not.toContain("c-polish-law");
    expect(all).not.toContain("c-agents");
    const home = (await learner.get("/api/homepage-data")).json();
    expect(ids(answer.inProgress)).toEqual(home.startedCourses.map((c: { _id: string }) => c._id));
  });

  it("shows another learner nothing of this one's", async () => {
    const other = await signIn(ctx.app, await createLearner(ctx.db, "u-my-learning-other"));
    expect(await myLearning(other)).toEqual({ inProgress: [], readyForEnding: [], completed: [] });
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/my-learning" })).statusCode).toBe(401);
  });
});
