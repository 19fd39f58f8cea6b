import type { ReviewWork } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, LEARNER, PREFIX, STAFF, signIn, useApp } from "./helpers.js";
import { accountNamed, seedWork } from "./review-fixtures.js";

/**
 * A work as a reviewer opens it: the answer beside the task as it was sent, its history, and its place in the queue
 * it was opened from; and its files, shown in place (images, PDFs) or downloaded.
 */
const ctx = useApp();
let staff: Agent;

const START = Date.parse("2026-10-01T08:00:00Z");
/** 30 pending works of one task, oldest first; the odd ones by learners called Ziółkowski. */
const works = Array.from({ length: 30 }, (_, i) => `rw-w-${String(i + 1).padStart(2, "0")}`);

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
  for (const [i, id] of works.entries()) {
    const user = `rw-u-${i + 1}`;
    if (i % 2 === 0) await accountNamed(ctx.db, user, { firstName: "Piotr", lastName: "Ziółkowski" });
    else await createLearner(ctx.db, user);
    await seedWork(ctx.db, {
      id,
      userId: user,
      courseId: "c-final-multi",
      taskId: "c-final-multi-task1",
      sentAt: new Date(START + i * 3600_000),
    });
  }
  await ctx.db.query(
    `update exam_submits set links = '["https://www.youtube.com/watch?v=dQw4w9WgXcQ"]'::jsonb,
       text = '<p>Mój <strong>projekt</strong></p>' where id = 'rw-w-01'`,
  );
  await ctx.db.query(
    `insert into exam_submit_files (id, submit_id, name, mime_type, size, content) values
       ('rw-f-png', 'rw-w-01', 'zrzut ekranu.png', 'image/png', $1, $2),
       ('rw-f-pdf', 'rw-w-01', 'raport końcowy (wersja 2).pdf', 'application/pdf', $3, $4),
       ('rw-f-txt', 'rw-w-01', 'notatki.txt', 'text/plain', 5, 'notes'),
       ('rw-f-other', 'rw-w-02', 'cudzy.pdf', 'application/pdf', $3, $4)`,
    [PNG.length, PNG, PDF.length, PDF],
  );
  await ctx.db.query(
    `insert into exam_submit_history (id, submit_id, status, text, links, files, feedback, reviewed_at, archived_at)
     values ('rw-h-1', 'rw-w-01', 'rejected', '<p>Pierwsza wersja</p>', '[]', '[]', 'Dodaj wideo',
       '2026-09-20T10:00:00Z', '2026-09-21T10:00:00Z')`,
  );
});

async function work(id: string, search = "", who = staff): Promise<ReviewWork> {
  const answer = await who.get(`/api/staff/reviews/${id}${search}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().work;
}

describe("a work in review", () => {
  it("holds the answer, its files and history, and the version a verdict names", async () => {
    const opened = await work("rw-w-01");
    expect(opened).toMatchObject({
      _id: "rw-w-01",
      status: "pending",
      version: "1",
      learner: { _id: "rw-u-1", firstName: "Piotr", lastName: "Ziółkowski" },
      course: { _id: "c-final-multi", title: "Projekt: kampania z AI" },
      task: { _id: "c-final-multi-task1", title: "Opisz swój projekt" },
      text: "<p>Mój <strong>projekt</strong></p>",
      links: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      feedback: null,
      reviewedAt: null,
      reviewedBy: null,
      claim: null,
      history: [{ _id: "rw-h-1", status: "rejected", feedback: "Dodaj wideo", text: "<p>Pierwsza wersja</p>" }],
    });
    expect(opened.taskDescription.length).toBeGreaterThan(0);
    expect(opened.files.map((f) => [f._id, f.name, f.mimeType])).toEqual([
      ["rw-f-txt", "notatki.txt", "text/plain"],
      ["rw-f-pdf", "raport końcowy (wersja 2).pdf", "application/pdf"],
      ["rw-f-png", "zrzut ekranu.png", "image/png"],
    ]);
  });

  it("reads the task as it was when the work was sent, in the reviewer's language", async () => {
    const [task] = await ctx.db.query<{ i18n: Record<string, { title: string; description: string }> }>(
      "select i18n from exam_tasks where id = 'c-final-multi-task1'",
    );
    await ctx.db.query(
      `update exam_tasks set i18n = jsonb_set(i18n, '{pl,title}', '"Zadanie zmienione później"') where id = 'c-final-multi-task1'`,
    );
    try {
      expect((await work("rw-w-02")).task.title).toBe("Opisz swój projekt");
      staff.cookies.set(`${PREFIX}lang`, "en");
      const english = await work("rw-w-02");
      expect(english.task.title).toBe("Describe your project");
      expect(english.taskDescription).toBe(task?.i18n.en?.description);
    } finally {
      staff.cookies.delete(`${PREFIX}lang`);
      await ctx.db.query("update exam_tasks set i18n = $1 where id = 'c-final-multi-task1'", [
        JSON.stringify(task?.i18n),
      ]);
    }
  });

  it("knows its place in the queue it was opened from, across pages", async () => {
    expect((await work("rw-w-27")).position).toEqual({
      index: 27,
      total: 30,
      previousId: "rw-w-26",
      nextId: "rw-w-28",
    });
    expect((await work("rw-w-01")).position).toEqual({ index: 1, total: 30, previousId: null, nextId: "rw-w-02" });
    expect((await work("rw-w-30")).position).toEqual({ index: 30, total: 30, previousId: "rw-w-29", nextId: null });
    // The Ziółkowskis are the odd ones: the 27th work is the 14th of theirs.
    expect((await work("rw-w-27", `?query=${encodeURIComponent("ZIÓŁKOWSKI")}`)).position).toEqual({
      index: 14,
      total: 15,
      previousId: "rw-w-25",
      nextId: "rw-w-29",
    });
    expect((await work("rw-w-27", "?courseId=c-final-single")).position).toEqual({
      index: 0,
      total: 0,
      previousId: null,
      nextId: null,
    });
  });

  it("is at place 0 once it left the queue, its neighbours still those around it", async () => {
    await ctx.db.query(
      "update exam_submits set status = 'approved', reviewed_by = 'u-staff', reviewed_at = now() where id = 'rw-w-10'",
    );
    const decided = await work("rw-w-10");
    expect(decided.position).toEqual({ index: 0, total: 29, previousId: "rw-w-09", nextId: "rw-w-11" });
    expect(decided).toMatchObject({ status: "approved", reviewedBy: { _id: "u-staff", firstName: "Marek" } });
    expect(decided.reviewedAt).not.toBeNull();
    expect((await work("rw-w-10", "?status=approved")).position).toEqual({
      index: 1,
      total: 1,
      previousId: null,
      nextId: null,
    });
    expect((await work("rw-w-11")).position).toMatchObject({ index: 10, previousId: "rw-w-09" });
  });

  it("is not found when unknown, and refused to learners", async () => {
    expect((await staff.get("/api/staff/reviews/nope")).statusCode).toBe(404);
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.get("/api/staff/reviews/rw-w-01")).statusCode).toBe(403);
    expect((await learner.get("/api/staff/reviews/rw-w-01/files/rw-f-png")).statusCode).toBe(403);
  });
});

describe("a work's files", () => {
  const file = (id: string, submit = "rw-w-01") => staff.get(`/api/staff/reviews/${submit}/files/${id}`);

  it("shows an image in place, never sniffed nor kept", async () => {
    const png = await file("rw-f-png");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toBe(
      `inline; filename="zrzut ekranu.png"; filename*=UTF-8''zrzut%20ekranu.png`,
    );
    expect(png.headers["x-content-type-options"]).toBe("nosniff");
    expect(png.headers["cache-control"]).toBe("private, no-store");
    expect(png.rawPayload.equals(PNG)).toBe(true);
    // Not a document: the strict policy of every answer.
    expect(png.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(png.headers["x-frame-options"]).toBe("DENY");
  });

  it("shows a PDF in a frame of the campus's own pages, and nowhere else", async () => {
    const pdf = await file("rw-f-pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="raport ko_cowy (wersja 2).pdf"; filename*=UTF-8''raport%20ko%C5%84cowy%20%28wersja%202%29.pdf`,
    );
    expect(pdf.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(pdf.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    expect(pdf.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it("downloads any other type", async () => {
    const txt = await file("rw-f-txt");
    expect(txt.statusCode).toBe(200);
    expect(txt.headers["content-type"]).toMatch(/^text\/plain/);
    expect(txt.headers["content-disposition"]).toBe(`attachment; filename="notatki.txt"; filename*=UTF-8''notatki.txt`);
    expect(txt.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(txt.headers["x-frame-options"]).toBe("DENY");
    expect(txt.body).toBe("notes");
  });

  it("finds no file of another work, and none unknown", async () => {
    expect((await file("rw-f-other")).statusCode).toBe(404);
    expect((await file("rw-f-other", "rw-w-02")).statusCode).toBe(200);
    expect((await file("nope")).statusCode).toBe(404);
    expect((await file("rw-f-png", "nope")).statusCode).toBe(404);
  });

  it("leaves every other answer as strict as before", async () => {
    const queue = await staff.get("/api/staff/reviews");
    expect(queue.headers["x-frame-options"]).toBe("DENY");
    expect(queue.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
