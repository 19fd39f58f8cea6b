import { describe, expect, it } from "vitest";
import { agent, createLearner, LEARNER, STAFF, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];
const pdf = Buffer.from("%PDF-1.4 tiny").toString("base64");

describe("final works", () => {
  it("loads a single-task and a multi-task final work", async () => {
    const learner = await signInWithLessonsDone(ctx.app, LEARNER, ...FINAL_WORKS);
    const single = await learner.get("/api/course-exams/c-final-single");
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({
      isSingleTask: true,
      programId: expect.any(String),
      programTitle: expect.stringMatching(/\S/),
      isSubmittedByUser: false,
      submitData: [],
      reviewBusinessDays: 3,
    });
    const multi = (await learner.get("/api/course-exams/c-final-multi")).json();
    expect(multi.isSingleTask).toBe(false);
    expect(multi.tasks).toHaveLength(3);
    expect((await learner.get("/api/course-exams/c-intro")).statusCode).toBe(404);
  });

  it("answers per-link errors for YouTube, Vimeo, Google Drive and OneDrive addresses, and limit errors", async () => {
    const learner = await signInWithLessonsDone(ctx.app, LEARNER, ...FINAL_WORKS);
    const links = [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?x=1",
      "https://vimeo.com/about",
      "https://drive.google.com/drive/my-drive",
      "https://onedrive.live.com/",
      "https://example.com/video",
      "not a url",
    ];
    const r = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "Mine",
      links,
    });
    expect(r.statusCode).toBe(422);
    const { errors, success } = r.json();
    expect(success).toBe(false);
    expect(Object.keys(errors).sort()).toEqual([...links.slice(1), "links"].sort());
    expect(errors.links).toBe("At most 5 links.");
    expect(errors["https://youtube.com/watch?x=1"]).toMatch(/YouTube/);
    expect(errors["https://vimeo.com/about"]).toMatch(/Vimeo/);
    expect(errors["https://drive.google.com/drive/my-drive"]).toMatch(/Google Drive/);
    expect(errors["https://onedrive.live.com/"]).toMatch(/OneDrive/);
    expect(errors["not a url"]).toBe("Invalid URL address");
    // The same refusals as codes, for the campus to say in the learner's language.
    expect(r.json().refusals).toMatchObject({
      links: { code: "tooManyLinks", max: 5 },
      "https://youtube.com/watch?x=1": { code: "youtubeNotVideo" },
      "https://vimeo.com/about": { code: "vimeoNotVideo" },
      "https://drive.google.com/drive/my-drive": { code: "driveNotFile" },
      "https://onedrive.live.com/": { code: "onedriveNotFile" },
      "https://example.com/video": { code: "otherService" },
      "not a url": { code: "invalidUrl" },
    });
    const tooLong = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "x".repeat(5001),
    });
    expect(tooLong.json().errors.text).toMatch(/5000/);
    const badFile = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      files: [{ name: "virus.exe", mimeType: "application/octet-stream", data: pdf }],
    });
    expect(badFile.json().errors.files).toMatch(/Invalid file format/);
    expect(badFile.json().refusals.files).toEqual({ code: "invalidFormat", fileName: "virus.exe" });
    // Over the limit: refused as it arrives, with a 413 naming the file.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from("%PDF-1.7\n").copy(big);
    const tooBig = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      files: [{ name: "big.pdf", mimeType: "application/pdf", bytes: big }],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      statusCode: 413,
      message: "File big.pdf is too large. Maximum size is 5MB",
      errors: { files: "File big.pdf is too large. Maximum size is 5MB" },
      refusals: { files: { code: "fileTooLarge", fileName: "big.pdf", max: 5 } },
    });
    expect((await learner.get("/api/course-exams/c-final-single")).json().isSubmittedByUser).toBe(false);
  });

  it("accepts only the answer types of the task", async () => {
    const learner = await signInWithLessonsDone(ctx.app, LEARNER, ...FINAL_WORKS);
    const r = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-multi",
      examTaskId: "c-final-multi-task2",
      text: "no links",
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.text).toBe("This task takes only: links.");
  });

  it("submits, is reviewed by staff, and a rejected submission is updated by PUT", async () => {
    const learner = await signInWithLessonsDone(ctx.app, LEARNER, ...FINAL_WORKS);
    const other = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "other-exam"), ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const created = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "My assistant",
      links: [
        "https://youtu.be/dQw4w9WgXcQ",
        "https://vimeo.com/123456789",
        "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view",
        "https://1drv.ms/u/s!abc",
      ],
      files: [{ name: "report.pdf", mimeType: "application/pdf", data: pdf }],
    });
    expect(created.statusCode).toBe(200);
    const submit = created.json().submit;
    expect(submit).toMatchObject({ status: "pending", examTaskId: "c-final-single-task1", text: "My assistant" });
    expect(submit.files[0]).toMatchObject({ name: "report.pdf", mimeType: "application/pdf" });
    expect(
      (
        await learner.post("/api/course-exams/create-exam-submit", {
          examId: "c-final-single",
          examTaskId: "c-final-single-task1",
          text: "again",
        })
      ).statusCode,
    ).toBe(409);
    // Pending work cannot be replaced; other learners cannot touch or see it.
    expect((await learner.put(`/api/course-exams/update-exam-submit/${submit._id}`, { text: "v2" })).statusCode).toBe(
      409,
    );
    expect((await other.put(`/api/course-exams/update-exam-submit/${submit._id}`, { text: "hijack" })).statusCode).toBe(
      404,
    );
    expect((await other.get("/api/course-exams/c-final-single")).json().submitData).toEqual([]);

    const pending = (await staff.get("/api/staff/submissions")).json().submissions;
    expect(pending.map((s: { _id: string }) => s._id)).toContain(submit._id);
    const rejected = await staff.post(`/api/staff/submissions/${submit._id}/reject`, { feedback: "Add a demo video" });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().submission).toMatchObject({ status: "rejected", feedback: "Add a demo video" });
    expect((await staff.post(`/api/staff/submissions/${submit._id}/approve`)).statusCode).toBe(409);

    const seen = (await learner.get("/api/course-exams/c-final-single")).json();
    expect(seen.isSubmittedByUser).toBe(true);
    expect(seen.submitData[0]).toMatchObject({ status: "rejected", feedback: "Add a demo video" });
    const notes = (await learner.get("/api/notifications")).json();
    expect(notes.notifications[0].body).toBe("Add a demo video");

    const bad = await learner.put(`/api/course-exams/update-exam-submit/${submit._id}`, {
      links: ["https://vimeo.com/x"],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["https://vimeo.com/x"]).toMatch(/Vimeo/);
    const updated = await learner.put(`/api/course-exams/update-exam-submit/${submit._id}`, {
      text: "With the video",
      links: ["https://www.youtube.com/shorts/dQw4w9WgXcQ"],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().submit).toMatchObject({ status: "pending", feedback: null, files: [] });
    const approved = await staff.post(`/api/staff/submissions/${submit._id}/approve`);
    expect(approved.json().submission.status).toBe("approved");
    const modules = (await learner.get("/api/modules")).json().data;
    expect(modules.find((m: { _id: string }) => m._id === "p-foundations").completedCoursesCount).toBe(1);
    const courses = (await learner.get("/api/modules/p-foundations/courses?moduleCourseType=final-work")).json().data;
    expect(courses[0]).toMatchObject({ _id: "c-final-single", status: "completed" });
  });

  it("gives the stored submission to the same answer sent again, and refuses any other", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "retry-exam"), ...FINAL_WORKS);
    const staff = await signIn(ctx.app, STAFF);
    const answer = {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "My assistant",
      links: ["https://vimeo.com/123456789"],
      files: [
        { name: "report.pdf", mimeType: "application/pdf", data: pdf },
        { name: "notes.txt", mimeType: "text/plain", data: Buffer.from("notes").toString("base64") },
      ],
    };
    const send = (body: object) => learner.post("/api/course-exams/create-exam-submit", body);
    // Two sends of one answer at once, as a client retrying after a lost reply can do, and a third later.
    const [first, second] = await Promise.all([send(answer), send(answer)]);
    const again = await send({ ...answer, files: [...answer.files].reverse() });
    for (const reply of [first, second, again]) expect(reply.statusCode).toBe(200);
    const stored = first.json().submit;
    expect(second.json().submit).toEqual(stored);
    expect(again.json().submit).toEqual(stored);
    expect(stored.files.map((f: { name: string }) => f.name)).toEqual(["notes.txt", "report.pdf"]);

    // Same names, types and sizes with other bytes; another text; a link less; a file less: new answers, refused.
    const otherBytes = Buffer.from("%PDF-1.4 tinY").toString("base64");
    const changes = [
      { ...answer, files: [{ ...answer.files[0], data: otherBytes }, answer.files[1]] },
      { ...answer, text: "My assistant, improved" },
      { ...answer, links: [] },
      { ...answer, files: [answer.files[0]] },
    ];
    for (const changed of changes) expect((await send(changed)).statusCode).toBe(409);
    const seen = (await learner.get("/api/course-exams/c-final-single")).json();
    expect(seen.submitData).toHaveLength(1);
    expect(seen.submitData[0].files).toHaveLength(2);

    // Once rejected, a resubmission sent twice updates once; the same answer after a review is refused.
    await staff.post(`/api/staff/submissions/${stored._id}/reject`, { feedback: "Add a demo video" });
    const resubmission = { text: "With the video", links: ["https://youtu.be/dQw4w9WgXcQ"] };
    const put = (body: object) => learner.put(`/api/course-exams/update-exam-submit/${stored._id}`, body);
    const [updated, retried] = await Promise.all([put(resubmission), put(resubmission)]);
    expect(updated.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().submit).toEqual(updated.json().submit);
    expect(updated.json().submit).toMatchObject({ status: "pending", feedback: null, files: [] });
    expect((await put({ ...resubmission, text: "Another" })).statusCode).toBe(409);
    await staff.post(`/api/staff/submissions/${stored._id}/approve`);
    expect((await put(resubmission)).statusCode).toBe(409);
    expect((await send(answer)).statusCode).toBe(409);
  });

  it("the staff API needs the staff role", async () => {
    const learner = await signInWithLessonsDone(ctx.app, LEARNER, ...FINAL_WORKS);
    expect((await learner.get("/api/staff/submissions")).statusCode).toBe(403);
    expect((await agent(ctx.app).get("/api/staff/submissions")).statusCode).toBe(401);
    const staff = await signIn(ctx.app, STAFF);
    expect((await staff.post("/api/staff/submissions/nope/approve")).statusCode).toBe(404);
    expect((await staff.post("/api/staff/submissions/nope/reject", { feedback: "" })).statusCode).toBe(400);
  });
});
