import { describe, expect, it, vi } from "vitest";
import { CampusClient } from "./client";
import type { CookieJar } from "./cookies";
import { buildRequest } from "./request";

const cookies = (values: Record<string, string>): CookieJar => ({
  read: (name) => values[name],
  write: () => undefined,
  remove: () => undefined,
});

const answer = {
  examId: "c-final-single",
  examTaskId: "c-final-single-task1",
  text: "<p>Mine</p>",
  links: ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/123456789"],
  files: [new File(["%PDF-1.7"], "report.pdf", { type: "application/pdf" }), new File(["notes"], "notes.txt")],
  idempotencyKey: "answer-key-1",
};

describe("a call that takes files", () => {
  it("is built as multipart/form-data: a part per value and per link, a file part per file with its name", () => {
    const { method, path, body } = buildRequest("createExamSubmit", answer);
    expect({ method, path }).toEqual({ method: "POST", path: "/course-exams/create-exam-submit" });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get("examTaskId")).toBe("c-final-single-task1");
    expect(form.getAll("links")).toEqual(answer.links);
    const files = form.getAll("files") as File[];
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ["report.pdf", "application/pdf", 8],
      ["notes.txt", "", 5],
    ]);
    // The correction names its submission in the path only.
    const put = buildRequest("updateExamSubmit", { submitId: "s 1", text: "x" });
    expect(put.path).toBe("/course-exams/update-exam-submit/s%201");
    expect([...(put.body as FormData).keys()]).toEqual(["text"]);
  });

  it("leaves the body's type to the browser (its boundary) and still sends the CSRF header", async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: "Answer sent", submit: null, errors: {} }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    const client = new CampusClient({
      fetch: fetchMock as typeof fetch,
      cookies: cookies({ campus_authorized: "1", campus_csrf_token: "t0k" }),
    });
    await client.call("createExamSubmit", answer);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    const headers = new Headers(init.headers);
    expect(init.body).toBeInstanceOf(FormData);
    expect(headers.get("content-type")).toBeNull();
    expect(headers.get("x-csrf-token")).toBe("t0k");
  });
});
