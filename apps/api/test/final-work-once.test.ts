import { describe, expect, it } from "vitest";
import { type Agent, createLearner, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];

const create = (learner: Agent, body: { text: string; idempotencyKey?: string }) =>
  learner.post("/api/course-exams/create-exam-submit", {
    examId: "c-final-single",
    examTaskId: "c-final-single-task1",
    ...body,
  });

const rows = async (userId: string) =>
  ctx.db.query<{ id: string; text: string | null; idempotency_key: string | null }>(
    "select id, text, idempotency_key from exam_submits where user_id = $1",
    [userId],
  );

describe("one send is one submission (idempotency keys)", () => {
  it("answers a repeated key with the stored submission, even with another text", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-repeat"), ...FINAL_WORKS);
    const first = await create(learner, { text: "Mój projekt", idempotencyKey: "key-repeat-0001" });
    expect(first.statusCode).toBe(200);
    // The retry of a send whose reply was lost, edited meanwhile: still that send, not a conflict or a second row.
    const again = await create(learner, { text: "Mój projekt, poprawiony", idempotencyKey: "key-repeat-0001" });
    expect(again.statusCode).toBe(200);
    expect(again.json().submit._id).toBe(first.json().submit._id);
    expect(again.json().submit.text).toBe("Mój projekt");
    expect(await rows("u-once-repeat")).toEqual([
      { id: first.json().submit._id, text: "Mój projekt", idempotency_key: "key-repeat-0001" },
    ]);
  });

  it("two sends at once with one key store one submission, and both get it", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-race"), ...FINAL_WORKS);
    const [a, b] = await Promise.all([
      create(learner, { text: "Raz", idempotencyKey: "key-race-00001" }),
      create(learner, { text: "Raz", idempotencyKey: "key-race-00001" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().submit._id).toBe(b.json().submit._id);
    expect(await rows("u-once-race")).toHaveLength(1);
  });

  it("the database refuses a second submission with a key already used", async () => {
    await createLearner(ctx.db, "u-once-db");
    const insert = (id: string, task: string) =>
      ctx.db.query(
        `insert into exam_submits (id, user_id, course_id, exam_task_id, status, text, links, idempotency_key)
         values ($1, 'u-once-db', 'c-final-multi', $2, 'pending', 'x', '[]', 'key-db-000001')`,
        [id, task],
      );
    await insert("s-once-db-1", "c-final-multi-task1");
    await expect(insert("s-once-db-2", "c-final-multi-task2")).rejects.toThrow(/unique|duplicate/i);
  });

  it("a key used for one task is refused for another (409), and each learner's keys are their own", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-other"), ...FINAL_WORKS);
    const other = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-other2"), ...FINAL_WORKS);
    expect((await create(learner, { text: "A", idempotencyKey: "key-shared-0001" })).statusCode).toBe(200);
    const elsewhere = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-multi",
      examTaskId: "c-final-multi-task1",
      text: "Inne zadanie",
      idempotencyKey: "key-shared-0001",
    });
    expect(elsewhere.statusCode).toBe(409);
    expect((await create(other, { text: "B", idempotencyKey: "key-shared-0001" })).statusCode).toBe(200);
  });

  it("a bad key is a 400 that says so", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-bad"), ...FINAL_WORKS);
    const bad = await create(learner, { text: "A", idempotencyKey: "short" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/idempotencyKey/);
  });

  it("a correction sent twice with one key is one correction: one history entry, the answer as first sent", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-once-put"), ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const id = (await create(learner, { text: "Pierwsza", idempotencyKey: "key-put-first01" })).json().submit._id;
    expect((await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Więcej" })).statusCode).toBe(200);
    const correct = (text: string) =>
      learner.put(`/api/course-exams/update-exam-submit/${id}`, { text, idempotencyKey: "key-put-second1" });
    const [a, b] = await Promise.all([correct("Druga"), correct("Druga")]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Later, after a review, the same send repeated is still answered with the submission, not a 409.
    expect((await staff.post(`/api/staff/submissions/${id}/approve`)).statusCode).toBe(200);
    const late = await correct("Trzecia");
    expect(late.statusCode).toBe(200);
    expect(late.json().submit.status).toBe("approved");
    expect(late.json().submit.text).toBe("Druga");
    expect(late.json().submit.history).toHaveLength(1);
  });
});
