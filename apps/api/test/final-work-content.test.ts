import { describe, expect, it } from "vitest";
import { safeFileName } from "../src/services/final-work-answer.js";
import { sanitizeAnswerHtml, visibleLength } from "../src/services/final-work-html.js";
import { createLearner, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64");
const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

describe("what a final work's answer may store", () => {
  it("keeps paragraphs, lists, emphasis and http(s) links, and drops everything else", () => {
    const stored = sanitizeAnswerHtml(
      '<p onclick="x()">Hi <strong>bold</strong> <em>it</em><script>alert(1)</script><img src=x onerror=alert(1)></p>' +
        '<ul><li>one</li></ul><a href="javascript:alert(1)">bad</a> <a href="https://example.com" style="x">good</a>' +
        '<iframe src="https://evil.example"></iframe><h1>title</h1>',
    );
    expect(stored).toBe(
      '<p>Hi <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><a target="_blank" rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a>title',
    );
  });

  it("counts the characters a reader sees, not the markup", () => {
    expect(visibleLength("<p><strong>abc</strong> &amp; d</p>")).toBe(7);
    expect(visibleLength(`<p><strong>${"x".repeat(5000)}</strong></p>`)).toBe(5000);
  });

  it("names files safely", () => {
    expect(safeFileName("../../etc/passwd.pdf", "pdf")).toBe("passwd.pdf");
    expect(safeFileName("C:\\Users\\me\\raport.pdf", "pdf")).toBe("raport.pdf");
    expect(safeFileName("a\u0000b\u202egnp.pdf", "pdf")).toBe("abgnp.pdf");
    expect(safeFileName("...", "pdf")).toBe("file.pdf");
    expect(safeFileName(`${"x".repeat(300)}.pdf`, "pdf")).toHaveLength(194);
  });

  it("stores the sanitised text, refuses files whose bytes are not what their names say, and renames", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-content"), ...FINAL_WORKS);
    const send = (body: object) =>
      learner.post("/api/course-exams/create-exam-submit", {
        examId: "c-final-single",
        examTaskId: "c-final-single-task1",
        ...body,
      });
    const html = b64("<html><script>alert(1)</script></html>");
    for (const file of [
      { name: "photo.png", mimeType: "image/png", data: html },
      { name: "work.pdf", mimeType: "application/pdf", data: html },
      { name: "notes.txt", mimeType: "text/plain", data: html },
      { name: "fake.pdf", mimeType: "application/pdf", data: b64(png) },
    ]) {
      const refused = await send({ files: [file] });
      expect(refused.statusCode, file.name).toBe(422);
      expect(refused.json().errors.files).toMatch(/Invalid file format/);
    }
    const sent = await send({
      text: '<p>Mine <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
      files: [
        { name: "../../shot.png", mimeType: "image/png", data: b64(png) },
        { name: "notes.txt", mimeType: "text/plain", data: b64("Zażółć gęślą jaźń") },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { submit } = sent.json();
    expect(submit.text).toBe('<p>Mine <a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
    expect(submit.files.map((f: { name: string }) => f.name).sort()).toEqual(["notes.txt", "shot.png"]);
  });
});
