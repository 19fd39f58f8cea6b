import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, LEARNER, signIn, useApp } from "./helpers.js";

/** The server keeps where a learner is in a course, so that learning resumes exactly on another device. */
const ctx = useApp();
let laptop: Agent;
let phone: Agent;
let other: Agent;

beforeAll(async () => {
  laptop = await signIn(ctx.app, LEARNER);
  // The same learner signed in a second time: another device with its own session.
  phone = await signIn(ctx.app, LEARNER);
  other = await signIn(ctx.app, await createLearner(ctx.db, "other-position"));
});

const save = (who: Agent, courseId: string, body: unknown) => who.put(`/api/course/position/${courseId}`, body);
const positionIn = async (who: Agent, courseId: string) =>
  (await who.get(`/api/course/${courseId}`)).json().data.progress?.position;

describe("saving where the learner is", () => {
  it("refuses a course the learner has not joined, saying so", async () => {
    const r = await save(laptop, "c-intro", { lessonId: "c-intro-l1", videoSeconds: 5 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe("Join the course before saving your place in it.");
    expect((await laptop.get("/api/course/c-intro")).json().data.progress).toBeNull();
  });

  it("has no position until one is saved, in every answer that carries progress", async () => {
    const joined = await laptop.post("/api/course/join/c-intro");
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.progress.position).toBeNull();
    expect(await positionIn(laptop, "c-intro")).toBeNull();
  });

  it("saves the lesson and video time, stamped with the server's time, and reads it back with the course", async () => {
    const before = Date.now();
    const r = await save(laptop, "c-intro", { lessonId: "c-intro-l1", videoSeconds: 42.75 });
    expect(r.statusCode).toBe(200);
    const { position } = r.json();
    expect(position).toMatchObject({ lessonId: "c-intro-l1", sublessonId: null, videoSeconds: 42.75 });
    const savedAt = Date.parse(position.savedAt);
    expect(position.savedAt).toBe(new Date(savedAt).toISOString());
    expect(savedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(savedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await positionIn(laptop, "c-intro")).toEqual(position);
  });

  it("shows another session of the same learner the place saved by the first, and the later save wins", async () => {
    const first = await positionIn(laptop, "c-intro");
    expect(await positionIn(phone, "c-intro")).toEqual(first);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await save(phone, "c-intro", {
      lessonId: "c-intro-l4",
      sublessonId: "c-intro-l4-s1",
      videoSeconds: 7,
    });
    expect(later.statusCode).toBe(200);
    const position = later.json().position;
    expect(position).toMatchObject({ lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1", videoSeconds: 7 });
    expect(Date.parse(position.savedAt)).toBeGreaterThan(Date.parse(first.savedAt));
    expect(await positionIn(laptop, "c-intro")).toEqual(position);
  });

  it("keeps the place on a lesson that is not a video with no video time, and on a lesson's own page", async () => {
    const text = await save(laptop, "c-intro", { lessonId: "c-intro-l2", sublessonId: null, videoSeconds: 0 });
    expect(text.json().position).toMatchObject({ lessonId: "c-intro-l2", sublessonId: null, videoSeconds: 0 });
    const parent = await save(laptop, "c-intro", { lessonId: "c-intro-l4", videoSeconds: 0 });
    expect(parent.json().position).toMatchObject({ lessonId: "c-intro-l4", sublessonId: null });
    const quiz = await save(laptop, "c-intro", { lessonId: "c-intro-l5", videoSeconds: 0 });
    expect(quiz.statusCode).toBe(200);
  });

  it("keeps the place when lessons are completed: completing moves the next lesson, not where the learner is", async () => {
    const saved = (await save(laptop, "c-intro", { lessonId: "c-intro-l1", videoSeconds: 180 })).json().position;
    const progressId = (await laptop.get("/api/course/c-intro")).json().data.progress._id;
    const done = await laptop.post("/api/course/update-progress", { progressId, lessonId: "c-intro-l1" });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.progress).toMatchObject({ currentLessonId: "c-intro-l2", position: saved });
    const quiz = await laptop.post("/api/course/update-quiz-progress", {
      data: { progressId, lessonId: "c-intro-l5", questionId: "c-intro-l5-q1", answers: ["c-intro-l5-q1-a1"] },
    });
    expect(quiz.json().progress.position).toEqual(saved);
  });

  it("makes the course the learner was in last the one the home page continues", async () => {
    expect((await laptop.post("/api/course/join/c-ethics")).statusCode).toBe(200);
    expect((await laptop.get("/api/homepage-data")).json().startingCourse._id).toBe("c-ethics");
    await save(laptop, "c-intro", { lessonId: "c-intro-l3", videoSeconds: 0 });
    expect((await laptop.get("/api/homepage-data")).json().startingCourse._id).toBe("c-intro");
  });

  it("keeps each learner's place their own", async () => {
    const mine = await positionIn(laptop, "c-intro");
    expect((await other.get("/api/course/c-intro")).json().data.progress).toBeNull();
    expect((await save(other, "c-intro", { lessonId: "c-intro-l1", videoSeconds: 3 })).statusCode).toBe(409);
    await other.post("/api/course/join/c-intro");
    expect(await positionIn(other, "c-intro")).toBeNull();
    const theirs = await save(other, "c-intro", { lessonId: "c-intro-l2", videoSeconds: 0 });
    expect(theirs.statusCode).toBe(200);
    expect(await positionIn(laptop, "c-intro")).toEqual(mine);
    expect(await positionIn(other, "c-intro")).toEqual(theirs.json().position);
  });
});

describe("refusing a bad position", () => {
  const cases: [string, string, unknown, number, RegExp][] = [
    ["negative video time", "c-intro", { lessonId: "c-intro-l1", videoSeconds: -1 }, 400, /videoSeconds/],
    ["video time over a day", "c-intro", { lessonId: "c-intro-l1", videoSeconds: 86401 }, 400, /videoSeconds/],
    ["video time as text", "c-intro", { lessonId: "c-intro-l1", videoSeconds: "12" }, 400, /videoSeconds/],
    ["no lesson", "c-intro", { videoSeconds: 1 }, 400, /lessonId/],
    [
      "a lesson of another course",
      "c-intro",
      { lessonId: "c-prompting-l1", videoSeconds: 1 },
      400,
      /^lessonId: "c-prompting-l1" is not a lesson of this course\.$/,
    ],
    [
      "a sub-lesson given as the lesson",
      "c-intro",
      { lessonId: "c-intro-l4-s1", videoSeconds: 1 },
      400,
      /^lessonId: "c-intro-l4-s1" is not a lesson of this course\.$/,
    ],
    [
      "a sub-lesson of another lesson",
      "c-intro",
      { lessonId: "c-intro-l1", sublessonId: "c-intro-l4-s1", videoSeconds: 1 },
      400,
      /^sublessonId: "c-intro-l4-s1" is not a sub-lesson of the lesson "c-intro-l1"\.$/,
    ],
    [
      "an unknown sub-lesson",
      "c-intro",
      { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s9", videoSeconds: 0 },
      400,
      /^sublessonId: /,
    ],
    [
      "video time on a lesson that is not a video",
      "c-intro",
      { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s2", videoSeconds: 30 },
      400,
      /^videoSeconds: "c-intro-l4-s2" is not a video lesson, so its video time must be 0\.$/,
    ],
    [
      "a course not joined",
      "c-prompting",
      { lessonId: "c-prompting-l1", videoSeconds: 1 },
      409,
      /^Join the course before saving your place in it\.$/,
    ],
    ["an unknown course", "c-nope", { lessonId: "c-intro-l1", videoSeconds: 1 }, 404, /^Course not found\.$/],
    [
      "a course above the learner's rank",
      "c-agents",
      { lessonId: "c-agents-l1", videoSeconds: 1 },
      403,
      /^You don't have access to this section\.$/,
    ],
  ];

  it.each(cases)(
    "answers %s with a clear message and keeps the saved place",
    async (_, course, body, status, message) => {
      const before = await positionIn(laptop, "c-intro");
      const r = await save(laptop, course, body);
      expect(r.statusCode).toBe(status);
      expect(r.json().message).toMatch(message);
      expect(await positionIn(laptop, "c-intro")).toEqual(before);
    },
  );

  it("needs the session's CSRF header like every other change", async () => {
    const before = await positionIn(laptop, "c-intro");
    for (const header of [{ "x-csrf-token": "wrong" }, { "x-csrf-token": phone.csrf() }]) {
      const r = await laptop.request(
        "PUT",
        "/api/course/position/c-intro",
        { lessonId: "c-intro-l1", videoSeconds: 99 },
        header,
      );
      expect(r.statusCode).toBe(403);
    }
    expect(await positionIn(laptop, "c-intro")).toEqual(before);
  });
});
