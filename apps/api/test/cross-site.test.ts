import { calls } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { type Agent, LEARNER, pkce, signIn, useApp } from "./helpers.js";

const ctx = useApp();
const FAVORITE = "/api/tools/add-to-favorites/t-datalens";

async function favorites(learner: Agent): Promise<number> {
  return (await learner.get("/api/tools/t-datalens")).json().tool.favoritesCount;
}

describe("state-changing calls from another site", () => {
  it("are refused with 403 when the browser says the request is cross-site, and change nothing", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const before = await favorites(learner);
    const refused = await learner.request("POST", FAVORITE, {}, { "sec-fetch-site": "cross-site" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/another site/);
    expect(await favorites(learner)).toBe(before);
    // The campus's own pages (same-origin) and a sister site (same-site) are not another site.
    for (const site of ["same-origin", "same-site", "none"]) {
      expect((await learner.request("POST", FAVORITE, {}, { "sec-fetch-site": site })).statusCode, site).toBe(200);
    }
    // Reads change nothing, so they are not refused (the cookies' SameSite keeps them private).
    expect(
      (await learner.request("GET", "/api/tools/t-datalens", undefined, { "sec-fetch-site": "cross-site" })).statusCode,
    ).toBe(200);
  });

  it("are refused with 403 when their Origin is neither the campus's nor the server's own", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    for (const origin of [
      "https://evil.example",
      "null",
      "http://127.0.0.1:5173.evil.example",
      "http://localhost:81",
    ]) {
      const refused = await learner.request("POST", FAVORITE, {}, { origin });
      expect(refused.statusCode, origin).toBe(403);
    }
    // The campus (CAMPUS_URL) and the server's own address (it serves the campus itself) are at home.
    for (const origin of [new URL(ctx.config.campusUrl).origin, "http://localhost:80", "http://localhost"]) {
      expect((await learner.request("POST", FAVORITE, {}, { origin })).statusCode, origin).toBe(200);
    }
  });

  it("refuses sign-in from another site, so nobody is signed into someone else's account", async () => {
    const { challenge } = pkce();
    const answer = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/authorize",
      headers: { origin: "https://evil.example" },
      payload: { email: LEARNER, password: "x", codeChallenge: challenge, codeChallengeMethod: "S256", state: "s" },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe("the body type of state-changing calls", () => {
  it("is JSON or the call is refused with 415 before anything changes", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const before = await favorites(learner);
    for (const [type, payload] of [
      ["text/plain", "{}"],
      ["application/x-www-form-urlencoded", "a=1"],
      ["multipart/form-data; boundary=x", "--x--"],
      ["application/jsonp", "{}"],
    ] as const) {
      const refused = await learner.request("POST", FAVORITE, payload, { "content-type": type });
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json().message, type).toMatch(/application\/json/);
    }
    expect(await favorites(learner)).toBe(before);
    const utf8 = await learner.request("POST", FAVORITE, "{}", { "content-type": "application/json; charset=utf-8" });
    expect(utf8.statusCode).toBe(200);
  });

  it("takes the SPEC's bodiless calls sent with no body and no content type, as an HTTP client sends them", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const bare = (url: string, who: Agent = learner, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: "POST",
        url,
        headers: {
          cookie: [...who.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          "x-csrf-token": who.csrf(),
          ...headers,
        },
      });
    expect((await bare("/api/tools/remove-from-favorites/t-datalens")).statusCode).toBe(200);
    const before = await favorites(learner);
    expect((await bare(FAVORITE)).statusCode).toBe(200);
    expect(await favorites(learner)).toBe(before + 1);
    expect((await bare("/api/course/join/c-prompting")).statusCode).toBe(200);
    // Still guarded: without the CSRF header, from another site, or with a body that is not JSON.
    const withoutCsrf = await ctx.app.inject({
      method: "POST",
      url: FAVORITE,
      headers: { cookie: [...learner.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect((await bare(FAVORITE, learner, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const form = await bare(FAVORITE, learner, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": "0",
    });
    expect(form.statusCode).toBe(415);
    const refreshed = await bare("/api/auth/refresh-token");
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ success: true, rotated: true });
    const other = await signIn(ctx.app, LEARNER);
    expect((await bare("/api/auth/destroy-token", other)).statusCode).toBe(200);
    expect((await other.get("/api/auth/get-user-data")).statusCode).toBe(401);
  });

  it("takes every call the contract declares without a body when it comes with none: never 415, never 5xx", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const staff = await signIn(ctx.app, "staff@example.com");
    const bodiless = Object.entries(calls).filter(([, call]) => call.method !== "GET" && !("body" in call.schema));
    expect(bodiless.length).toBeGreaterThan(8);
    for (const [name, call] of bodiless) {
      const who = call.access === "staff" ? staff : learner;
      const answer = await ctx.app.inject({
        method: call.method,
        url: `/api${call.url}`.replace(/:(id|lessonId|courseId|submitId)/g, "c-intro"),
        headers: {
          cookie: [...who.cookies].map(([cookie, value]) => `${cookie}=${value}`).join("; "),
          "x-csrf-token": who.csrf(),
        },
      });
      expect(answer.statusCode, name).not.toBe(415);
      expect(answer.statusCode, name).toBeLessThan(500);
    }
  });
});
