import { describe, expect, it } from "vitest";
import { migrations } from "../src/db/migrations.js";
import { type Agent, completeLessons, createLearner, PREFIX, signIn, useApp } from "./helpers.js";

const ctx = useApp();

/** The right answers of a seeded closed test, with `wrong` questions answered wrongly instead. */
const answersOf = (courseId: string, wrong: number[] = []) =>
  ["q1:a1", "q2:a1,a2", "q3:a1", "q4:a1"].map((x, index) => {
    const [q, a] = x.split(":") as [string, string];
    const ids = wrong.includes(index + 1) ? ["a2"] : a.split(",");
    return { q: `${courseId}-t-${q}`, a: ids.map((id) => `${courseId}-t-${q}-${id}`) };
  });

let learners = 0;
/** A new learner who has completed the lessons of the courses whose tests these cases take (issue 40). */
async function freshLearner(): Promise<{ learner: Agent; id: string }> {
  const id = `u-closed-test-${learners++}`;
  const learner = await signIn(ctx.app, await createLearner(ctx.db, id));
  for (const course of ["c-intro", "c-prompting", "c-polish-law"]) await completeLessons(learner, course);
  return { learner, id };
}

const attemptsOf = async (userId: string) =>
  (
    await ctx.db.query<{ attempts: number }>(
      "select count(*)::int as attempts from closed_test_attempts where user_id = $1",
      [userId],
    )
  )[0]?.attempts;

const key = (n: number) => `check-key-${String(n).padStart(8, "0")}`;

describe("a closed test's check with an idempotency key", () => {
  it("is graded and recorded once: a retry with the same key gets the stored answer", async () => {
    const { learner, id } = await freshLearner();
    const body = { answers: answersOf("c-intro", [4]), idempotencyKey: key(1) };
    const first = await learner.post("/api/closed-test/check/c-intro", body);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ correctCount: 3, totalQuestions: 4, percentage: 75, passed: true });
    // The same answers in another order, and a repeated answer, are the same check.
    const reordered = { ...body, answers: [...body.answers].reverse() };
    const again = await learner.post("/api/closed-test/check/c-intro", reordered);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await attemptsOf(id)).toBe(1);
    // A new key is a new attempt (retakes are unlimited).
    const retake = await learner.post("/api/closed-test/check/c-intro", { ...body, idempotencyKey: key(2) });
    expect(retake.statusCode).toBe(200);
    expect(await attemptsOf(id)).toBe(2);
  });

  it("counts sends of one key at the same moment once", async () => {
    const { learner, id } = await freshLearner();
    const body = { answers: answersOf("c-prompting"), idempotencyKey: key(3) };
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => learner.post("/api/closed-test/check/c-prompting", body)),
    );
    expect(sends.map((send) => send.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const send of sends) expect(send.json()).toEqual(sends[0]?.json());
    expect(await attemptsOf(id)).toBe(1);
    const progress = (await learner.get("/api/course/c-prompting")).json().data.progress;
    expect(progress.closedTestPassed).toBe(true);
  });

  it("refuses a key reused for other answers or another course, and keeps the stored answer", async () => {
    const { learner, id } = await freshLearner();
    const first = await learner.post("/api/closed-test/check/c-intro", {
      answers: answersOf("c-intro", [1, 2]),
      idempotencyKey: key(4),
    });
    expect(first.json().result).toMatchObject({ passed: false, correctCount: 2 });
    const other = await learner.post("/api/closed-test/check/c-intro", {
      answers: answersOf("c-intro"),
      idempotencyKey: key(4),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/idempotency key/);
    const elsewhere = await learner.post("/api/closed-test/check/c-prompting", {
      answers: answersOf("c-intro", [1, 2]),
      idempotencyKey: key(4),
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(await attemptsOf(id)).toBe(1);
  });

  it("keeps each learner's keys apart", async () => {
    const one = await freshLearner();
    const two = await freshLearner();
    const body = { answers: answersOf("c-intro"), idempotencyKey: key(5) };
    expect((await one.learner.post("/api/closed-test/check/c-intro", body)).statusCode).toBe(200);
    const theirs = await two.learner.post("/api/closed-test/check/c-intro", {
      ...body,
      answers: answersOf("c-intro", [1]),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result.correctCount).toBe(3);
    expect(await attemptsOf(one.id)).toBe(1);
    expect(await attemptsOf(two.id)).toBe(1);
  });

  it("records every check sent without a key, and refuses a malformed key with 400", async () => {
    const { learner, id } = await freshLearner();
    const body = { answers: answersOf("c-intro") };
    await learner.post("/api/closed-test/check/c-intro", body);
    await learner.post("/api/closed-test/check/c-intro", body);
    expect(await attemptsOf(id)).toBe(2);
    for (const bad of ["short", "x".repeat(65), "has spaces in it!", 42]) {
      const refused = await learner.post("/api/closed-test/check/c-intro", { ...body, idempotencyKey: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/idempotencyKey/);
    }
    expect(await attemptsOf(id)).toBe(2);
  });
});

describe("a closed test's pass mark (SPEC section 5)", () => {
  it("needs the exact share of right answers: 2 of 3 (66.7 %) fails 67 %, shown as 67, and passes 66 %", async () => {
    // The seeded test of c-polish-law without its fourth question: three questions, so thirds.
    await ctx.db.query(
      `update closed_tests set percentage_to_pass = 67,
         i18n = (select jsonb_object_agg(lang, jsonb_set(content, '{questions}', (content->'questions') - 3))
                 from jsonb_each(i18n) as each_lang(lang, content))
       where course_id = 'c-polish-law'`,
    );
    const { learner } = await freshLearner();
    const answers = answersOf("c-polish-law", [3]).slice(0, 3);
    const check = async () => (await learner.post("/api/closed-test/check/c-polish-law", { answers })).json().result;
    expect(await check()).toMatchObject({ correctCount: 2, totalQuestions: 3, percentage: 67, passed: false });
    await ctx.db.query("update closed_tests set percentage_to_pass = 66 where course_id = 'c-polish-law'");
    expect(await check()).toMatchObject({ correctCount: 2, totalQuestions: 3, percentage: 67, passed: true });
  });
});

describe("a closed test's answer key (issue 40: a certificate that means the course was done)", () => {
  const check = (learner: Agent, body: object) => learner.post("/api/closed-test/check/c-intro", body);

  it("is not in a failed check's answer, which names the lesson of every question instead", async () => {
    const { learner } = await freshLearner();
    learner.cookies.set(`${PREFIX}lang`, "en");
    const failed = await check(learner, { answers: answersOf("c-intro", [2, 3, 4]) });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().result).toMatchObject({ correctCount: 1, passed: false });
    expect(failed.body).not.toMatch(/correctAnswers/);
    const questions = failed.json().questions as { isCorrect: boolean; lesson: unknown; userAnswer: string[] }[];
    expect(questions.map((q) => q.isCorrect)).toEqual([true, false, false, false]);
    expect(questions[1]?.userAnswer).toEqual(["c-intro-t-q2-a2"]);
    // The seed's lessons: two lessons of the course and, for the last question, a sub-lesson inside its lesson.
    expect(questions.map((q) => q.lesson)).toEqual([
      { lessonId: "c-intro-l2", sublessonId: null, title: "How models learn" },
      { lessonId: "c-intro-l1", sublessonId: null, title: "What is artificial intelligence?" },
      { lessonId: "c-intro-l4", sublessonId: null, title: "Working with AI step by step" },
      { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s2", title: "Checking the answers" },
    ]);
  });

  it("is in a passed check's answer, with the lessons", async () => {
    const { learner } = await freshLearner();
    const passed = await check(learner, { answers: answersOf("c-intro", [4]) });
    expect(passed.json().result.passed).toBe(true);
    expect(passed.json().questions[3]).toMatchObject({
      isCorrect: false,
      correctAnswers: ["c-intro-t-q4-a1"],
      lesson: { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s2", title: "Sprawdzanie odpowiedzi" },
    });
  });

  it("is not in a retried failed check, even one stored with the key before this rule", async () => {
    const { learner, id } = await freshLearner();
    const body = { answers: answersOf("c-intro", [1, 2]), idempotencyKey: key(40) };
    const first = await check(learner, body);
    expect(first.json().result.passed).toBe(false);
    const retried = await check(learner, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.body).not.toMatch(/correctAnswers/);
    expect(retried.json()).toEqual(first.json());
    // An answer stored as the server stored them before: with the key and without lessons.
    await ctx.db.query(
      `update closed_test_checks set answer = jsonb_set(answer, '{questions}',
         (select jsonb_agg((question - 'lesson') || jsonb_build_object('correctAnswers', jsonb_build_array('leak')))
          from jsonb_array_elements(answer->'questions') as each_question(question)))
       where user_id = $1 and idempotency_key = $2`,
      [id, key(40)],
    );
    const [stored] = await ctx.db.query<{ answer: string }>(
      "select answer::text from closed_test_checks where user_id = $1",
      [id],
    );
    expect(stored?.answer).toMatch(/correctAnswers/);
    const old = await check(learner, body);
    expect(old.statusCode).toBe(200);
    expect(old.body).not.toMatch(/correctAnswers|leak/);
    expect(old.json().questions.map((q: { lesson: unknown }) => q.lesson)).toEqual([null, null, null, null]);
    expect(old.json().result).toEqual(first.json().result);
    expect(await attemptsOf(id)).toBe(1);
  });

  it("does not change with a failure: the retake has the same questions and the same pass mark", async () => {
    const { learner } = await freshLearner();
    const before = (await learner.get("/api/closed-test/c-intro")).json();
    expect((await check(learner, { answers: answersOf("c-intro", [1, 2, 3, 4]) })).json().result.passed).toBe(false);
    const after = (await learner.get("/api/closed-test/c-intro")).json();
    expect(after.questions).toEqual(before.questions);
    expect(after.percentageToPass).toBe(75);
    expect(after.percentageToPass).toBe(before.percentageToPass);
    expect(JSON.stringify(after)).not.toMatch(/correct|lesson/i);
    const retake = await check(learner, { answers: answersOf("c-intro") });
    expect(retake.json().result).toMatchObject({ correctCount: 4, totalQuestions: 4, passed: true });
  });

  it("is taken out of the failed checks stored before this rule by migration 18, and kept in passed ones", async () => {
    const { learner, id } = await freshLearner();
    await check(learner, { answers: answersOf("c-intro", [1, 2]), idempotencyKey: key(41) });
    await check(learner, { answers: answersOf("c-intro"), idempotencyKey: key(42) });
    // Both stored as before the rule: every question with the key.
    await ctx.db.query(
      `update closed_test_checks set answer = jsonb_set(answer, '{questions}',
         (select jsonb_agg(question || jsonb_build_object('correctAnswers', jsonb_build_array('key')) order by n)
          from jsonb_array_elements(answer->'questions') with ordinality as each_question(question, n)))
       where user_id = $1`,
      [id],
    );
    const migration = migrations.find((candidate) => candidate.version === 18);
    await ctx.db.exec(migration?.sql ?? "");
    const stored = await ctx.db.query<{ idempotency_key: string; answer: { questions: { _id: string }[] } }>(
      "select idempotency_key, answer from closed_test_checks where user_id = $1 order by idempotency_key",
      [id],
    );
    const [failed, passed] = stored.map((row) => row.answer.questions);
    expect(JSON.stringify(failed)).not.toMatch(/correctAnswers/);
    expect(failed?.map((question) => question._id)).toEqual(["q1", "q2", "q3", "q4"].map((q) => `c-intro-t-${q}`));
    expect(passed?.every((question) => "correctAnswers" in question)).toBe(true);
  });
});
