import { describe, expect, it } from "vitest";
import { type Agent, createLearner, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];

const TASK = "/api/course-exams/c-final-single/tasks/c-final-single-task1/draft";
const draft = {
  text: "<p>Mój szkic, <strong>w połowie</strong></p>",
  links: ["https://www.youtube.com/watch?v=abc", "https://vimeo"],
  files: [{ name: "projekt.pdf", mimeType: "application/pdf", size: 12_345 }],
};
const learnerOf = async (id: string) => signInWithLessonsDone(ctx.app, await createLearner(ctx.db, id), ...FINAL_WORKS);
const read = async (learner: Agent, url = TASK) => (await learner.get(url)).json().draft;

describe("the unsent answer kept on the server (drafts)", () => {
  it("saves a draft, reads it back from another session and replaces it with the next save", async () => {
    const learner = await learnerOf("u-draft-save");
    expect(await read(learner)).toBeNull();
    const saved = await learner.put(TASK, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({ ...draft, examTaskId: "c-final-single-task1" });
    // Another device: a second sign-in of the same learner.
    const elsewhere = await signInWithLessonsDone(ctx.app, "u-draft-save@example.com", ...FINAL_WORKS);
    expect(await read(elsewhere)).toEqual(saved.json().draft);

    const next = await elsewhere.put(TASK, { text: "<p>Dalej</p>", links: [], files: [] });
    expect(next.statusCode).toBe(200);
    expect(Date.parse(next.json().draft.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.json().draft.updatedAt));
    expect(await read(learner)).toMatchObject({ text: "<p>Dalej</p>", links: [], files: [] });
    const rows = await ctx.db.query("select 1 from exam_drafts where user_id = 'u-draft-save'");
    expect(rows).toHaveLength(1);
  });

  it("keeps one draft per task: another task's draft is its own", async () => {
    const learner = await learnerOf("u-draft-tasks");
    const multi = (n: number) => `/api/course-exams/c-final-multi/tasks/c-final-multi-task${n}/draft`;
    await learner.put(multi(1), { text: "<p>Jeden</p>", links: [], files: [] });
    await learner.put(multi(2), { text: "<p>Dwa</p>", links: [], files: [] });
    expect((await read(learner, multi(1))).text).toBe("<p>Jeden</p>");
    expect((await read(learner, multi(2))).text).toBe("<p>Dwa</p>");
    expect(await read(learner, multi(3))).toBeNull();
  });

  it("stores the text through the answer's allowlist", async () => {
    const learner = await learnerOf("u-draft-clean");
    const saved = await learner.put(TASK, {
      text: '<p onclick="x()">Tekst<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
      links: [],
      files: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.text).not.toMatch(/script|onclick|javascript/);
    expect(saved.json().draft.text).toContain("Tekst");
  });

  it("another learner never reads, overwrites or deletes it", async () => {
    const owner = await learnerOf("u-draft-owner");
    const other = await learnerOf("u-draft-other");
    await owner.put(TASK, draft);
    expect(await read(other)).toBeNull();
    await other.put(TASK, { text: "<p>Cudzy</p>", links: [], files: [] });
    expect((await other.request("DELETE", TASK)).statusCode).toBe(200);
    expect(await read(owner)).toMatchObject(draft);
  });

  it("is deleted when the learner discards it", async () => {
    const learner = await learnerOf("u-draft-discard");
    await learner.put(TASK, draft);
    const deleted = await learner.request("DELETE", TASK);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await read(learner)).toBeNull();
  });

  it("is cleared when the answer is stored, and a correction's draft when the correction is", async () => {
    const learner = await learnerOf("u-draft-sent");
    const staff = await signIn(ctx.app, STAFF);
    await learner.put(TASK, draft);
    const sent = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "<p>Gotowe</p>",
      idempotencyKey: "key-draft-sent01",
    });
    expect(sent.statusCode).toBe(200);
    expect(await read(learner)).toBeNull();
    // While the answer waits for review there is nothing unsent to keep.
    expect((await learner.put(TASK, draft)).statusCode).toBe(409);

    const id = sent.json().submit._id;
    expect((await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Dodaj przykład" })).statusCode).toBe(
      200,
    );
    expect((await learner.put(TASK, { text: "<p>Poprawiam</p>", links: [], files: [] })).statusCode).toBe(200);
    const corrected = await learner.put(`/api/course-exams/update-exam-submit/${id}`, {
      text: "<p>Poprawione</p>",
      idempotencyKey: "key-draft-sent02",
    });
    expect(corrected.statusCode).toBe(200);
    expect(await read(learner)).toBeNull();
  });

  it("stays when the answer is refused (the learner still has it to fix)", async () => {
    const learner = await learnerOf("u-draft-refused");
    await learner.put(TASK, draft);
    const refused = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      links: ["https://example.com/not-a-provider"],
    });
    expect(refused.statusCode).toBe(422);
    expect(await read(learner)).toMatchObject(draft);
  });

  it("refuses bad input with a 400 that names the field", async () => {
    const learner = await learnerOf("u-draft-bad");
    const bad = async (body: unknown) => {
      const answer = await learner.put(TASK, body);
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await bad({ text: 12, links: [], files: [] })).toMatch(/text/);
    expect(await bad({ text: "", links: "https://youtube.com", files: [] })).toMatch(/links/);
    expect(await bad({ text: "", links: Array(21).fill("https://youtube.com"), files: [] })).toMatch(/links/);
    expect(await bad({ text: "", links: [], files: [{ name: "", mimeType: "x", size: 1 }] })).toMatch(/files/);
    expect(await bad({ text: "", links: [], files: [{ name: "a.pdf", mimeType: "x", size: -1 }] })).toMatch(/size/);
    expect(await bad({ text: "x".repeat(100_001), links: [], files: [] })).toMatch(/text/);
    expect(await bad({ links: [], files: [] })).toMatch(/text/);
    expect((await learner.put("/api/course-exams/c-final-single/tasks/bad%20id/draft", draft)).statusCode).toBe(400);
  });

  it("refuses a body over the limit with a 413, and unknown courses and tasks with a 404", async () => {
    const learner = await learnerOf("u-draft-large");
    const large = await learner.put(TASK, { text: "ż".repeat(300_000), links: [], files: [] });
    expect(large.statusCode).toBe(413);
    expect(await read(learner)).toBeNull();
    expect((await learner.put("/api/course-exams/c-final-single/tasks/nope/draft", draft)).statusCode).toBe(404);
    expect((await learner.get("/api/course-exams/nope/tasks/c-final-single-task1/draft")).statusCode).toBe(404);
    // A task of another course is not this course's.
    expect((await learner.get("/api/course-exams/c-final-single/tasks/c-final-multi-task1/draft")).statusCode).toBe(
      404,
    );
  });

  it("changes only with the CSRF header, like every other write", async () => {
    const learner = await learnerOf("u-draft-csrf");
    const forged = await learner.request("PUT", TASK, draft, { "x-csrf-token": "" });
    expect(forged.statusCode).toBe(403);
    expect(await read(learner)).toBeNull();
  });

  it("needs a session", async () => {
    const anonymous = await ctx.app.inject({ method: "GET", url: TASK });
    expect(anonymous.statusCode).toBe(401);
  });
});
