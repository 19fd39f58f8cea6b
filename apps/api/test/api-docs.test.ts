import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { ConfigError, loadConfig } from "../src/config/config.js";
import { agent, LEARNER, STAFF, signIn, useApp } from "./helpers.js";

/**
 * The API document maps every call of the campus: public while developing, and in production served to staff only,
 * or not at all, as API_DOCS says.
 */
const ctx = useApp({ apiDocs: "staff" });
let off: App;
beforeAll(async () => {
  off = (await buildApp({ ...ctx.config, apiDocs: "off" }, { db: { ...ctx.db, close: async () => {} }, logger: false }))
    .app;
  await off.ready();
});
afterAll(async () => {
  await off?.close();
});

describe("the API document", () => {
  it("is public while developing and the staff's in production, unless API_DOCS says otherwise", () => {
    const secrets = { CSRF_SECRET: "a".repeat(32) };
    expect(loadConfig(secrets).apiDocs).toBe("public");
    const production = { ...secrets, NODE_ENV: "production", CAMPUS_URL: "https://campus.example" };
    expect(loadConfig(production).apiDocs).toBe("staff");
    expect(loadConfig({ ...production, API_DOCS: "public" }).apiDocs).toBe("public");
    expect(() => loadConfig({ ...secrets, API_DOCS: "everyone" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secrets, API_DOCS: "everyone" })).toThrow(
      /^API_DOCS must be "public", "staff" or "off"/,
    );
  });

  it("with API_DOCS=staff answers staff only", async () => {
    for (const url of ["/api/docs", "/api/docs/openapi.json"]) {
      expect((await agent(ctx.app).get(url)).statusCode, url).toBe(401);
      expect((await (await signIn(ctx.app, LEARNER)).get(url)).statusCode, url).toBe(403);
      expect((await (await signIn(ctx.app, STAFF)).get(url)).statusCode, url).toBe(200);
    }
  });

  it("with API_DOCS=off is not served at all", async () => {
    for (const url of ["/api/docs", "/api/docs/openapi.json"]) {
      const answer = await agent(off).get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
