import net, { type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Agent, createLearner, multipartBody, signIn, signInWithLessonsDone, useApp } from "./helpers.js";

const ctx = useApp();
/** The final works these cases send: their courses' lessons are completed first, as sending needs (issue 40). */
const FINAL_WORKS = ["c-final-single", "c-final-multi"];
const MB = 1024 * 1024;
const CREATE = "/api/course-exams/create-exam-submit";
const task = { examId: "c-final-single", examTaskId: "c-final-single-task1" };
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, "x");
  Buffer.from("%PDF-1.7\n").copy(bytes);
  return bytes;
};

/** A body written by hand, for what no form encoder would send (a part twice, a file under a text name...). */
function rawForm(parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[]) {
  const boundary = "----campus-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName === undefined ? "" : `; filename="${part.fileName}"`;
    const type = part.type ? `\r\ncontent-type: ${part.type}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const sendRaw = (learner: Agent, payload: Buffer | string, type: string, url = CREATE, method = "POST") =>
  learner.request(method, url, payload, { "content-type": type });

describe("a final-work answer as multipart/form-data", () => {
  it("is stored from its parts: text, each link and each file as it was sent", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-ok"), ...FINAL_WORKS);
    const report = pdf(300_000);
    const sent = await learner.post(CREATE, {
      ...task,
      text: "<p>Mine</p>",
      links: ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/123456789"],
      files: [
        { name: "report.pdf", mimeType: "application/pdf", bytes: report },
        { name: "notes.txt", mimeType: "text/plain; charset=utf-8", bytes: Buffer.from("Zażółć gęślą jaźń") },
      ],
      idempotencyKey: "upload-ok-key-1",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { submit } = sent.json();
    expect(submit.links).toEqual(["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/123456789"]);
    expect(submit.files).toEqual([
      expect.objectContaining({
        name: "notes.txt",
        mimeType: "text/plain",
        size: Buffer.byteLength("Zażółć gęślą jaźń"),
      }),
      expect.objectContaining({ name: "report.pdf", mimeType: "application/pdf", size: report.length }),
    ]);
    const [stored] = await ctx.db.query<{ content: Uint8Array }>(
      "select content from exam_submit_files where submit_id = $1 and name = 'report.pdf'",
      [submit._id],
    );
    expect(Buffer.from(stored?.content ?? []).equals(report)).toBe(true);
  });

  it("refuses a file whose bytes are not what its name says, on its first bytes, and keeps nothing", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-bytes"), ...FINAL_WORKS);
    // 4 MB of a web page named as an image: refused from its head, the rest read and dropped.
    const page = Buffer.alloc(4 * MB, " ");
    Buffer.from("<!doctype html><script>alert(1)</script>").copy(page);
    const refused = await learner.post(CREATE, {
      ...task,
      text: "<p>With a picture</p>",
      files: [{ name: "shot.png", mimeType: "image/png", bytes: page }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().refusals).toEqual({ files: { code: "invalidFormat", fileName: "shot.png" } });
    expect((await learner.get("/api/course-exams/c-final-single")).json().isSubmittedByUser).toBe(false);
  });

  it("refuses a file over the limit with a 413 naming it, and one file more than a task takes", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-big"), ...FINAL_WORKS);
    const tooBig = await learner.post(CREATE, {
      ...task,
      files: [
        { name: "fine.pdf", mimeType: "application/pdf", bytes: pdf(1000) },
        { name: "huge.pdf", mimeType: "application/pdf", bytes: pdf(5 * MB + 1) },
      ],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      statusCode: 413,
      error: "Payload Too Large",
      message: "File huge.pdf is too large. Maximum size is 5MB",
      errors: { files: "File huge.pdf is too large. Maximum size is 5MB" },
      refusals: { files: { code: "fileTooLarge", fileName: "huge.pdf", max: 5 } },
    });
    // Exactly at the limit is taken.
    const atLimit = await learner.post(CREATE, {
      ...task,
      files: [{ name: "limit.pdf", mimeType: "application/pdf", bytes: pdf(5 * MB) }],
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);

    const other = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-many"), ...FINAL_WORKS);
    const file = { name: "a.pdf", mimeType: "application/pdf", bytes: pdf(100) };
    const tooMany = await other.post(CREATE, { ...task, files: [file, file, file, file] });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().refusals).toEqual({ files: { code: "tooManyFiles", max: 3 } });
    expect((await other.get("/api/course-exams/c-final-single")).json().isSubmittedByUser).toBe(false);
  });

  it("no longer takes JSON with base64 files: a 415 that says how to send it", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-json"), ...FINAL_WORKS);
    const json = JSON.stringify({
      ...task,
      files: [{ name: "a.pdf", mimeType: "application/pdf", data: pdf(100).toString("base64") }],
    });
    const refused = await sendRaw(learner, json, "application/json");
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ statusCode: 415, error: "Unsupported Media Type" });
    expect(refused.json().message).toMatch(/multipart\/form-data/);
    const put = await sendRaw(learner, json, "application/json", "/api/course-exams/update-exam-submit/x1", "PUT");
    expect(put.statusCode).toBe(415);
  });

  it("answers a 400 naming the part for a body that is not an answer", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-bad"), ...FINAL_WORKS);
    const cases: [string, ReturnType<typeof rawForm>, RegExp][] = [
      ["no examId", rawForm([{ name: "examTaskId", value: task.examTaskId }]), /"examId" is missing/],
      [
        "a text part twice",
        rawForm([
          { name: "examId", value: task.examId },
          { name: "examTaskId", value: task.examTaskId },
          { name: "text", value: "one" },
          { name: "text", value: "two" },
        ]),
        /"text" was sent twice/,
      ],
      [
        "a file under a text part's name",
        rawForm([
          { name: "examId", value: task.examId },
          { name: "text", value: pdf(100), fileName: "text.pdf", type: "application/pdf" },
        ]),
        /"text" must be text, not a file/,
      ],
      [
        "text under files",
        rawForm([
          { name: "examId", value: task.examId },
          { name: "files", value: "not a file" },
        ]),
        /"files" must be a file/,
      ],
      ["an unknown part", rawForm([{ name: "answer", value: "x" }]), /Unknown part "answer"/],
      [
        "a JSON text part",
        rawForm([{ name: "examId", value: '"c-final-single"', type: "application/json" }]),
        /plain text|JSON/,
      ],
      ["a bad id", rawForm([{ name: "examId", value: "../../etc" }]), /"examId" is not an id/],
      ["a bad key", rawForm([{ name: "idempotencyKey", value: "short" }]), /"idempotencyKey"/],
      ["a NUL in a link", rawForm([{ name: "links", value: "https://youtu.be/a\u0000" }]), /NUL/],
    ];
    for (const [what, form, message] of cases) {
      const refused = await sendRaw(learner, form.payload, form.type);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(400);
      expect(refused.json(), what).toMatchObject({ statusCode: 400, error: "Bad Request" });
      expect(refused.json().message, what).toMatch(message);
    }
    // Not multipart at all behind its header: no boundary, a cut-off body.
    for (const [what, payload, type] of [
      ["no boundary", "examId=c-final-single", "multipart/form-data"],
      [
        "cut short",
        '--b\r\ncontent-disposition: form-data; name="text"\r\n\r\nhalf',
        "multipart/form-data; boundary=b",
      ],
    ] as const) {
      const refused = await sendRaw(learner, payload, type);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(400);
      expect(refused.json().message, what).toMatch(/malformed|missing/i);
    }
    expect((await learner.get("/api/course-exams/c-final-single")).json().isSubmittedByUser).toBe(false);
  });

  it("takes a correction as multipart too, without ids in the body", async () => {
    const learner = await signInWithLessonsDone(ctx.app, await createLearner(ctx.db, "u-upload-put"), ...FINAL_WORKS);
    const sent = await learner.post(CREATE, { ...task, text: "<p>First</p>" });
    const id = sent.json().submit._id as string;
    const staff = await signIn(ctx.app, "staff@example.com");
    expect((await staff.post(`/api/staff/submissions/${id}/reject`, { feedback: "Add a file" })).statusCode).toBe(200);
    const withIds = await learner.put(`/api/course-exams/update-exam-submit/${id}`, { ...task, text: "<p>x</p>" });
    expect(withIds.statusCode).toBe(400);
    const corrected = await learner.put(`/api/course-exams/update-exam-submit/${id}`, {
      text: "<p>Second</p>",
      files: [{ name: "added.pdf", mimeType: "application/pdf", bytes: pdf(2000) }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().submit).toMatchObject({
      status: "pending",
      files: [expect.objectContaining({ name: "added.pdf" })],
    });
  });
});

describe("a file over the limit on a real connection", () => {
  const started: App[] = [];
  afterAll(async () => {
    await Promise.all(started.map((app) => app.close()));
  });

  it("is answered with its 413 long before the rest of the body is sent, which the server never reads", async () => {
    const { app } = await buildApp({ ...ctx.config, seed: undefined }, { db: ctx.db, logger: false });
    started.push(app);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const learner = await signIn(app, await createLearner(ctx.db, "u-upload-stream"));
    const cookie = [...learner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // The head of a body announcing a 200 MB file; 64 KB more of it every 5 ms until the server answers.
    const { payload, headers } = await multipartBody({ ...task, files: [] });
    const boundary = /boundary=(.+)$/.exec(headers["content-type"] ?? "")?.[1] ?? "";
    const opening = payload.subarray(0, payload.lastIndexOf(`--${boundary}--`));
    const fileHead = `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="film.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const total = 200 * MB;
    const result = await new Promise<{ answer: string; sent: number; serverRead: number }>((resolve) => {
      let server: net.Socket | undefined;
      app.server.once("connection", (socket: net.Socket) => {
        server = socket;
      });
      const socket = net.connect(port, "127.0.0.1");
      socket.write(
        `POST ${CREATE} HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${cookie}\r\nx-csrf-token: ${learner.csrf()}\r\n` +
          `content-type: ${headers["content-type"]}\r\ncontent-length: ${total}\r\n\r\n`,
      );
      socket.write(opening);
      socket.write(fileHead);
      let sent = 0;
      let answer = "";
      const chunk = Buffer.alloc(64 * 1024, "x");
      const writing = setInterval(() => {
        if (answer || socket.destroyed || sent > 40 * MB) return;
        socket.write(chunk);
        sent += chunk.length;
      }, 5);
      const giveUp = setTimeout(() => socket.destroy(), 30_000);
      socket.on("data", (data) => {
        answer += data;
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(writing);
        clearTimeout(giveUp);
        setTimeout(() => resolve({ answer, sent, serverRead: server?.bytesRead ?? -1 }), 50);
      });
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.answer).toContain("File film.pdf is too large. Maximum size is 5MB");
    expect(result.answer.toLowerCase()).toContain("connection: close");
    // Refused just past the 5 MB limit: the server read a little more than that of the 200 MB, and kept none of it.
    expect(result.sent).toBeLessThan(20 * MB);
    expect(result.serverRead).toBeGreaterThan(5 * MB);
    expect(result.serverRead).toBeLessThan(12 * MB);
  }, 60_000);
});
