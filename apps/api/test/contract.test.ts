import { calls } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { agent, LEARNER, STAFF, signIn, useApp } from "./helpers.js";

/** Checks every call of the contract for the rules that hold for all of them. */
const ctx = useApp();
const guarded = Object.entries(calls).filter(([, call]) => call.access !== "public");
const fill = (url: string, value: string) => `/api${url}`.replace(/:(id|lessonId|courseId|submitId|taskId)/g, value);

async function fingerprint() {
  const [row] = await ctx.db.query<Record<string, number>>(`select
    (select count(*)::int from progress) as progress, (select count(*)::int from tool_favorites) as favorites,
    (select count(*)::int from promptbook_items) as prompts, (select count(*)::int from exam_submits) as submits,
    (select count(*)::int from notifications where read_at is null) as unread, (select sum(rank_stage)::int from users) as ranks,
    (select count(*)::int from closed_test_attempts) as attempts, (select coalesce(sum(study_seconds), 0)::int from activity_days) as study,
    (select count(*)::int from progress where position_saved_at is not null) as positions, (select count(*)::int from course_reviews) as reviews`);
  return row;
}

describe("every call", () => {
  it.each(guarded)("%s answers 401 without a session", async (_name, call) => {
    const r = await agent(ctx.app).request(
      call.method,
      fill(call.url, "c-intro"),
      call.method === "GET" ? undefined : {},
    );
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBeTruthy();
  });

  it("state-changing calls answer 403 with a wrong or missing CSRF header, and nothing changes", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const staff = await signIn(ctx.app, STAFF);
    const before = await fingerprint();
    for (const [name, call] of guarded.filter(([, c]) => c.method !== "GET")) {
      const who = call.access === "staff" ? staff : learner;
      for (const header of [{ "x-csrf-token": "wrong" }, { "x-csrf-token": "" }]) {
        const r = await who.request(
          call.method,
          fill(call.url, "c-intro"),
          { prompt: "x", seconds: 60, feedback: "x" },
          header,
        );
        expect(r.statusCode, name).toBe(403);
      }
    }
    // The CSRF token of another session does not work either.
    const other = await signIn(ctx.app, LEARNER);
    const r = await learner.request(
      "POST",
      "/api/course/add-promptbook-item",
      { prompt: "x" },
      { "x-csrf-token": other.csrf() },
    );
    expect(r.statusCode).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it("calls with input answer 400 with a message for malformed input, never 500", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const staff = await signIn(ctx.app, STAFF);
    for (const [name, call] of guarded) {
      const schema = call.schema as { params?: unknown; body?: unknown; querystring?: unknown };
      const who = call.access === "staff" ? staff : learner;
      if (schema.params) {
        const r = await who.request(call.method, fill(call.url, "bad%20id!"), call.method === "GET" ? undefined : {});
        expect(r.statusCode, `${name} params`).toBe(400);
        expect(r.json().message, name).toMatch(/params/);
      }
      if (schema.body) {
        const r = await who.request(call.method, fill(call.url, "c-intro"), {
          data: 5,
          prompt: 7,
          seconds: "many",
          answers: "x",
          feedback: 3,
          examId: [],
          text: 5,
          links: "x",
        });
        expect(r.statusCode, `${name} body`).toBe(400);
        // A multipart body is read part by part: its refusal names the part.
        expect(r.json().message, name).toMatch("multipart" in call ? /part "\w+"/ : /body/);
      }
      if (schema.querystring) {
        const r = await who.request(
          call.method,
          `${fill(call.url, "c-intro")}?page=0&limit=1000&type=nope&status=nope&sublessonId=bad!`,
          call.method === "GET" ? undefined : {},
        );
        expect(r.statusCode, `${name} query`).toBe(400);
        expect(r.json().message, name).toMatch(/querystring/);
      }
    }
  });

  it("never answers 500 to odd input", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const odd = [
      "x".repeat(65),
      "%00",
      "..%2F..%2Fetc",
      "ą",
      "null",
      "0",
      "-1",
      "c-intro-l1-r-notatkitxt",
      "t-chatassist",
      "u-learner",
    ];
    for (const [name, call] of guarded.filter(([, c]) => c.access === "user")) {
      for (const value of odd) {
        const r = await learner.request(
          call.method,
          `${fill(call.url, value)}?page=${value}&search=${value}&type=${value}&rank=${value}&sublessonId=${value}`,
          call.method === "GET"
            ? undefined
            : { data: { progressId: value }, prompt: value, answers: [{ q: value, a: [value] }], seconds: 1 },
        );
        expect(r.statusCode, `${name} ${value}: ${r.body}`).toBeLessThan(500);
      }
    }
  });

  it("answers 404 for unknown calls and ids, with security headers and no-store", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const unknown = await learner.get("/api/nope");
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      "/api/course/nope",
      "/api/tools/nope",
      "/api/partners/nope",
      "/api/modules/nope",
      "/api/closed-test/nope",
      "/api/course-exams/nope",
    ]) {
      const r = await learner.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(r.headers["x-frame-options"]).toBe("DENY");
      expect(r.headers["referrer-policy"]).toBe("no-referrer");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["cache-control"]).toBe("no-store");
    }
  });

  it("staff calls answer 403 to learners, every one of them", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    expect((await learner.get("/api/staff/submissions")).statusCode).toBe(403);
    expect((await learner.post("/api/staff/submissions/x/approve")).statusCode).toBe(403);
    const staffCalls = Object.entries(calls).filter(([, call]) => call.access === "staff");
    expect(staffCalls.length).toBeGreaterThan(15);
    for (const [name, call] of staffCalls) {
      const r = await learner.request(
        call.method,
        fill(call.url, "u-newcomer"),
        call.method === "GET" ? undefined : {},
      );
      expect(r.statusCode, name).toBe(403);
      // Refused for the role, not for a missing CSRF header: the agent sends the session's.
      expect(r.json().message, name).not.toMatch(/csrf/i);
    }
  });

  it("refuses bodies over the limit with 413", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const r = await learner.post("/api/course/add-promptbook-item", { prompt: "x".repeat(200_000) });
    expect(r.statusCode).toBe(413);
  });

  it("serves the OpenAPI 3.1 document and its index", async () => {
    const doc = await agent(ctx.app).get("/api/docs/openapi.json");
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toBe("3.1.0");
    for (const call of Object.values(calls)) {
      const path = call.url.replace(/:(\w+)/g, "{$1}");
      expect(json.paths[path]?.[call.method.toLowerCase()], `${call.method} ${path}`).toBeTruthy();
    }
    const html = await agent(ctx.app).get("/api/docs");
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("/api/homepage-data");
  });
});
