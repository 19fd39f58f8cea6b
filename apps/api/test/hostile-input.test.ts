import { describe, expect, it } from "vitest";
import { LEARNER, signIn, useApp } from "./helpers.js";

const ctx = useApp();

/** PostgreSQL stores no NUL character in text; it must be refused as bad input, not fail in the database. */
describe("a NUL character in what a learner sends", () => {
  it("is a 400 in a search, a Promptbook prompt and a final-work text, and nothing is stored", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    for (const url of ["/api/tools?search=a%00b", "/api/partners?search=%00", "/api/modules?search=x%00"]) {
      const search = await learner.get(url);
      expect(search.statusCode, url).toBe(400);
      expect(search.json().message, url).toMatch(/NUL/);
    }
    const prompt = await learner.post("/api/course/add-promptbook-item", { prompt: "Summarise\u0000 this" });
    expect(prompt.statusCode).toBe(400);
    expect(prompt.json().message).toMatch(/NUL/);
    expect((await learner.get("/api/course/promptbook")).json().items).toEqual([]);
    const submission = await learner.post("/api/course-exams/create-exam-submit", {
      examId: "c-final-single",
      examTaskId: "c-final-single-task1",
      text: "My work\u0000",
    });
    expect(submission.statusCode).toBe(400);
    expect((await learner.get("/api/course-exams/c-final-single")).json().isSubmittedByUser).toBe(false);
    // In a key too, and in a sign-in's email.
    expect((await learner.post("/api/course/add-promptbook-item", { prompt: "ok", "a\u0000": 1 })).statusCode).toBe(
      400,
    );
    const signInWithNul = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/authorize",
      payload: {
        email: "learner\u0000@example.com",
        password: "x",
        codeChallenge: "a".repeat(43),
        codeChallengeMethod: "S256",
        state: "s",
      },
    });
    expect(signInWithNul.statusCode).toBe(400);
  });
});

/** Anything that walks a body recursively overflows the stack on deep enough nesting: that is bad input too. */
describe("a body nested deeper than any call of the campus takes", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;

  it("is a 400 that says so, before signing in and after, and never a 500", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    for (const depth of [100, 10_000]) {
      const signInCall = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/authorize",
        headers: { "content-type": "application/json" },
        payload: `{"email": ${nested(depth)}, "password": "x"}`,
      });
      expect(signInCall.statusCode, `sign-in at depth ${depth}`).toBe(400);
      expect(signInCall.json().message).toMatch(/nest/);
      const prompt = await learner.request(
        "POST",
        "/api/course/add-promptbook-item",
        JSON.parse(`{"prompt": "ok", "extra": ${nested(Math.min(depth, 1000))}}`),
      );
      expect(prompt.statusCode, `prompt at depth ${depth}`).toBe(400);
    }
    expect((await learner.get("/api/course/promptbook")).json().items).toEqual([]);
  });

  it("leaves bodies of ordinary depth alone", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const ok = await learner.post("/api/course/add-promptbook-item", { prompt: "Summarise this" });
    expect(ok.statusCode).toBe(200);
  });
});

describe("an address the router refuses before any call sees it", () => {
  it("a path parameter over 100 characters is a 414 in the campus's error shape, with its headers, never echoing the address", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const long = `${"a".repeat(101)}-secret-in-the-address`;
    for (const answer of [
      await learner.get(`/api/tools/${long}`),
      await learner.post(`/api/course/join/${long}`),
      // Without a session too: the router refuses it before authentication.
      await ctx.app.inject({ method: "GET", url: `/api/course/${long}` }),
    ]) {
      expect(answer.statusCode).toBe(414);
      expect(answer.json()).toEqual({
        statusCode: 414,
        error: "URI Too Long",
        message: "A path parameter is longer than 100 characters.",
      });
      expect(answer.body).not.toContain("secret-in-the-address");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-request-id"]).toBeTruthy();
    }
    // A parameter of exactly 100 characters reaches the call (which refuses an id that long by its own schema).
    expect((await learner.get(`/api/tools/${"a".repeat(100)}`)).statusCode).toBe(400);
  });

  it("an address that does not decode is a 400 in the campus's error shape", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const answer = await learner.get("/api/tools/%E0%A4%A");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(Object.keys(answer.json()).sort()).toEqual(["error", "message", "statusCode"]);
    expect(answer.body).not.toContain("%E0");
  });
});
