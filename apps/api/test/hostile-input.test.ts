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
