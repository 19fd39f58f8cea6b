import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];
const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: "application/pdf",
  // A PDF's signature first: the API checks a file's type from its bytes.
  data: Buffer.from(`%PDF-1.4\n${text}`).toString("base64"),
});

/**
 * A write fails part-way when a trigger refuses one of its later rows: the file named `refused.pdf`, or any
 * notification while `refuse_notifications` is set. All of it or nothing of it must remain.
 */
beforeAll(async () => {
  await ctx.db.exec(`
    create table test_switches (name text primary key);
    create function refuse_marked_file() returns trigger language plpgsql as $$
    begin
      if new.name = 'refused.pdf' then raise exception 'refused by the test'; end if;
      return new;
    end $$;
    create function refuse_notification() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_switches where name = 'refuse_notifications') then
        raise exception 'refused by the test';
      end if;
      return new;
    end $$;
    create trigger refuse_file before insert on exam_submit_files for each row execute function refuse_marked_file();
    create trigger refuse_notice before insert on notifications for each row execute function refuse_notification();
  `);
});
afterEach(async () => {
  await ctx.db.query("delete from test_switches");
});

/** The learner's answer to the demo's single-task final work. */
const submitAnswer = (learner: Agent, answer: { text: string; files?: ReturnType<typeof pdf>[] }) =>
  learner.post("/api/course-exams/create-exam-submit", {
    examId: "c-final-single",
    examTaskId: "c-final-single-task1",
    ...answer,
  });

async function rowsOf(userId: string) {
  const submits = await ctx.db.query<{ id: string; status: string; text: string | null }>(
    "select id, status, text from exam_submits where user_id = $1",
    [userId],
  );
  const files = await ctx.db.query<{ name: string }>(
    "select f.name from exam_submit_files f join exam_submits s on s.id = f.submit_id where s.user_id = $1 order by f.name",
    [userId],
  );
  return { submits, files: files.map((f) => f.name) };
}

describe("final-work writes are whole or absent", () => {
  it("a submission whose second file fails leaves no submission and no file", async () => {
    const email = await createLearner(ctx.db, "u-tx-create");
    const learner = await signInWithLessonsDone(ctx.app, email, ...FINAL_WORKS);
    const failed = await submitAnswer(learner, { text: "Report", files: [pdf("first"), pdf("refused")] });
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf("u-tx-create")).toEqual({ submits: [], files: [] });
    // Nothing half-written blocks the retry.
    const retried = await submitAnswer(learner, { text: "Report", files: [pdf("first"), pdf("second")] });
    expect(retried.statusCode).toBe(200);
    expect((await rowsOf("u-tx-create")).files).toEqual(["first.pdf", "second.pdf"]);
  });

  it("a resubmission whose new file fails keeps the rejected answer with its old files", async () => {
    const email = await createLearner(ctx.db, "u-tx-update");
    const learner = await signInWithLessonsDone(ctx.app, email, ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const first = await submitAnswer(learner, { text: "Old", files: [pdf("old")] });
    const id = first.json().submit._id;
    expect((await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "More" })).statusCode).toBe(200);
    const failed = await learner.put(`/api/course-exams/update-exam-submit/${id}`, {
      text: "New",
      files: [pdf("new"), pdf("refused")],
    });
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf("u-tx-update")).toEqual({
      submits: [{ id, status: "rejected", text: "Old" }],
      files: ["old.pdf"],
    });
  });

  it("a review whose notification fails leaves the submission pending and the course unfinished", async () => {
    const email = await createLearner(ctx.db, "u-tx-review");
    const learner = await signInWithLessonsDone(ctx.app, email, ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const sent = await submitAnswer(learner, { text: "Done" });
    const id = sent.json().submit._id;
    await ctx.db.query("insert into test_switches (name) values ('refuse_notifications')");
    expect((await staff.post(`/api/staff/submissions/${id}/approve`)).statusCode).toBe(500);
    expect((await rowsOf("u-tx-review")).submits).toEqual([{ id, status: "pending", text: "Done" }]);
    const progress = await ctx.db.query(
      "select 1 from progress where user_id = 'u-tx-review' and finished_at is not null",
    );
    expect(progress).toEqual([]);
    await ctx.db.query("delete from test_switches");
    expect((await staff.post(`/api/staff/submissions/${id}/approve`)).statusCode).toBe(200);
    const notices = await ctx.db.query("select 1 from notifications where user_id = 'u-tx-review'");
    expect(notices).toHaveLength(1);
  });
});
