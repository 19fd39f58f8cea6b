import { describe, expect, it } from "vitest";
import { type Agent, completeLessons, createLearner, signIn, useApp } from "./helpers.js";

const ctx = useApp();

let learners = 0;
async function freshLearner(): Promise<{ learner: Agent; id: string }> {
  const id = `u-ending-${learners++}`;
  return { learner: await signIn(ctx.app, await createLearner(ctx.db, id)), id };
}

/** The right answers of a seeded closed test. */
const rightAnswers = (courseId: string) =>
  ["q1:a1", "q2:a1,a2", "q3:a1", "q4:a1"].map((x) => {
    const [q, a] = x.split(":") as [string, string];
    return { q: `${courseId}-t-${q}`, a: a.split(",").map((id) => `${courseId}-t-${q}-${id}`) };
  });

const lessonsLeftRefusal = (lessonsLeft: number, lessonId: string, sublessonId: string | null = null) => ({
  statusCode: 403,
  error: "Forbidden",
  message: `Complete the course's lessons first: ${lessonsLeft} ${lessonsLeft === 1 ? "lesson" : "lessons"} to go.`,
  reason: { code: "lessonsLeft", lessonsLeft, next: { lessonId, sublessonId } },
});

const attemptsOf = async (userId: string) =>
  (
    await ctx.db.query<{ n: number }>("select count(*)::int as n from closed_test_attempts where user_id = $1", [
      userId,
    ])
  )[0]?.n;

describe("the closed test before the course's lessons", () => {
  it("is refused with what is left, even after joining the course from the test's dialog", async () => {
    const { learner, id } = await freshLearner();
    // c-intro has six lessons, the fourth in three parts (counted as every screen counts them).
    const before = await learner.get("/api/closed-test/c-intro");
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual(lessonsLeftRefusal(6, "c-intro-l1"));
    expect((await learner.post("/api/course/join/c-intro")).statusCode).toBe(200);
    const check = await learner.post("/api/closed-test/check/c-intro", { answers: rightAnswers("c-intro") });
    expect(check.statusCode).toBe(403);
    expect(check.json()).toEqual(lessonsLeftRefusal(6, "c-intro-l1"));
    expect(await attemptsOf(id)).toBe(0);
    const course = (await learner.get("/api/course/c-intro")).json().data;
    expect(course.progress).toMatchObject({ closedTestPassed: false, isCompleted: false, percentage: 0 });
  });

  it("counts down as lessons are completed and points at the first one left", async () => {
    const { learner } = await freshLearner();
    const progress = (await learner.post("/api/course/join/c-intro")).json().data.progress;
    for (const lessonId of ["c-intro-l1", "c-intro-l2", "c-intro-l3"]) {
      await learner.post("/api/course/update-progress", { progressId: progress._id, lessonId });
    }
    const refused = await learner.get("/api/closed-test/c-intro");
    expect(refused.json()).toEqual(lessonsLeftRefusal(3, "c-intro-l4", "c-intro-l4-s1"));
    // A part of the fourth lesson done leaves the lesson to go, and the next part is the way on.
    await learner.post("/api/course/update-progress", {
      progressId: progress._id,
      lessonId: "c-intro-l4",
      sublessonId: "c-intro-l4-s1",
    });
    const part = await learner.get("/api/closed-test/c-intro");
    expect(part.json()).toEqual(lessonsLeftRefusal(3, "c-intro-l4", "c-intro-l4-s2"));
  });

  it("opens once every lesson is completed; progress reaches 100 % only with the test passed", async () => {
    const { learner, id } = await freshLearner();
    await completeLessons(learner, "c-intro");
    const lessonsOnly = (await learner.get("/api/course/c-intro")).json().data.progress;
    // Eight lessons of nine steps: the test is the ninth.
    expect(lessonsOnly).toMatchObject({ isCompleted: false, percentage: 89, closedTestPassed: false });
    const test = await learner.get("/api/closed-test/c-intro");
    expect(test.statusCode).toBe(200);
    expect(test.json().questions).toHaveLength(4);
    const check = await learner.post("/api/closed-test/check/c-intro", { answers: rightAnswers("c-intro") });
    expect(check.statusCode).toBe(200);
    expect(check.json().result.passed).toBe(true);
    expect(await attemptsOf(id)).toBe(1);
    const done = (await learner.get("/api/course/c-intro")).json().data.progress;
    expect(done).toMatchObject({ isCompleted: true, percentage: 100, closedTestPassed: true });
    const certificate = await learner.post("/api/course/generate-certificate/c-intro");
    expect(certificate.statusCode).toBe(200);
  });

  it("is open from the start in a course that says so (a placement test)", async () => {
    const { learner } = await freshLearner();
    await ctx.db.query("update courses set ending_open_from_start = true where id = 'c-polish-law'");
    try {
      const test = await learner.get("/api/closed-test/c-polish-law");
      expect(test.statusCode).toBe(200);
      const check = await learner.post("/api/closed-test/check/c-polish-law", {
        answers: rightAnswers("c-polish-law"),
      });
      expect(check.statusCode).toBe(200);
      // The lessons still count: the passed test alone is one step of four, not a completed course.
      const progress = (await learner.get("/api/course/c-polish-law")).json().data.progress;
      expect(progress).toMatchObject({ closedTestPassed: true, isCompleted: false, percentage: 25 });
    } finally {
      await ctx.db.query("update courses set ending_open_from_start = false where id = 'c-polish-law'");
    }
  });
});

describe("the final work before the course's lessons", () => {
  const TASK = "/api/course-exams/c-final-single/tasks/c-final-single-task1/draft";
  const answer = { examId: "c-final-single", examTaskId: "c-final-single-task1", text: "<p>Mój projekt</p>" };

  it("can be read and drafted, but an answer is refused with what is left", async () => {
    const { learner } = await freshLearner();
    expect((await learner.get("/api/course-exams/c-final-single")).statusCode).toBe(200);
    expect((await learner.put(TASK, { text: "<p>Szkic</p>", links: [], files: [] })).statusCode).toBe(200);
    const sent = await learner.post("/api/course-exams/create-exam-submit", answer);
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual(lessonsLeftRefusal(3, "c-final-single-l1"));
    const exam = (await learner.get("/api/course-exams/c-final-single")).json();
    expect(exam.submitData).toEqual([]);
  });

  it("accepts the answer once every lesson is completed, the course at 75 % until it is approved", async () => {
    const { learner } = await freshLearner();
    await completeLessons(learner, "c-final-single");
    const lessonsOnly = (await learner.get("/api/course/c-final-single")).json().data.progress;
    expect(lessonsOnly).toMatchObject({ isCompleted: false, percentage: 75 });
    const sent = await learner.post("/api/course-exams/create-exam-submit", answer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().submit.status).toBe("pending");
  });
});

describe("the demo account ready@", () => {
  it("has every lesson of c-intro and c-final-single done: the test opens at once, nothing taken yet", async () => {
    const ready = await signIn(ctx.app, "ready@example.com");
    expect((await ready.get("/api/closed-test/c-intro")).statusCode).toBe(200);
    const progress = (await ready.get("/api/course/c-intro")).json().data.progress;
    expect(progress).toMatchObject({ closedTestPassed: false, isCompleted: false, percentage: 89 });
    const work = (await ready.get("/api/course/c-final-single")).json().data.progress;
    expect(work).toMatchObject({ isCompleted: false, percentage: 75 });
  });
});
