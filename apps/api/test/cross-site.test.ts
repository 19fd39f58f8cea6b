import { describe, expect, it } from "vitest";
import { type Agent, LEARNER, PREFIX, pkce, signIn, useApp } from "./helpers.js";

const ctx = useApp();
const FAVORITE = "/api/tools/add-to-favorites/t-datalens";

async function favorites(learner: Agent): Promise<number> {
  return (await learner.get("/api/tools/t-datalens")).json().favoritesCount;
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

  it("refuses a bodiless POST (an HTML form or a beacon sends one); the campus sends `{}` as JSON", async () => {
    const learner = await signIn(ctx.app, LEARNER);
    const cookie = [...learner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const headers = { cookie, "x-csrf-token": learner.csrf() };
    const bare = await ctx.app.inject({ method: "POST", url: "/api/auth/refresh-token", headers });
    expect(bare.statusCode).toBe(415);
    expect(learner.cookies.get(`${PREFIX}refresh_token`)).toBeTruthy();
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{}",
    });
    expect(json.statusCode).toBe(200);
  });
});
