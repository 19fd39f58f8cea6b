import { describe, expect, it } from "vitest";
import { createLearner, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];
const pdf = Buffer.from("%PDF-1.4 tiny").toString("base64");

describe("the history of a corrected final work", () => {
  it("keeps each rejected answer with its feedback and files, readable after approval", async () => {
    const email = await createLearner(ctx.db, "u-history");
    const learner = await signInWithLessonsDone(ctx.app, email, ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const first = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "<p>First try</p>",
      links: ["https://youtu.be/dQw4w9WgXcQ"],
      files: [{ name: "draft.pdf", mimeType: "application/pdf", data: pdf }],
    });
    expect(first.statusCode).toBe(200);
    const { _id: id } = first.json().submit;
    expect(first.json().submit.history).toEqual([]);

    await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Add an example conversation." });
    const second = await learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "<p>Second try</p>" });
    expect(second.statusCode).toBe(200);
    expect(second.json().submit.history).toMatchObject([
      {
        status: "rejected",
        text: "<p>First try</p>",
        links: ["https://youtu.be/dQw4w9WgXcQ"],
        files: [{ name: "draft.pdf", mimeType: "application/pdf", size: Buffer.from(pdf, "base64").length }],
        feedback: "Add an example conversation.",
      },
    ]);
    // The same correction sent again (its reply lost) gets the stored one and adds nothing to the history.
    const retried = await learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "<p>Second try</p>" });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().submit.history).toHaveLength(1);

    await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Shorter, please." });
    await learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "<p>Third try</p>" });
    await staff.post(`/api/staff/submissions/${id}/approve`);

    const seen = (await learner.get("/api/course-exams/c-final-single")).json();
    const [submit] = seen.submitData;
    expect(submit).toMatchObject({ status: "approved", text: "<p>Third try</p>" });
    expect(submit.history.map((v: { text: string; feedback: string }) => [v.text, v.feedback])).toEqual([
      ["<p>First try</p>", "Add an example conversation."],
      ["<p>Second try</p>", "Shorter, please."],
    ]);
    expect(new Date(submit.history[0].reviewedAt).getTime()).not.toBeNaN();
  });

  it("keeps one history entry when two corrections race", async () => {
    const email = await createLearner(ctx.db, "u-history-race");
    const learner = await signInWithLessonsDone(ctx.app, email, ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const sent = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "<p>v1</p>",
    });
    const { _id: id } = sent.json().submit;
    await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Again." });
    const answers = await Promise.all([
      learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "<p>v2</p>" }),
      learner.put(`/api/course-exams/update-exam-submit/${id}`, { text: "<p>v2</p>" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [submit] = (await learner.get("/api/course-exams/c-final-single")).json().submitData;
    expect(submit.history).toHaveLength(1);
    const [row] = await ctx.db.query<{ n: number }>(
      "select count(*)::int as n from exam_submit_history where submit_id = $1",
      [id],
    );
    expect(row?.n).toBe(1);
  });
});
