import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { redactUrl } from "../src/config/log-redaction.js";
import { openPglite } from "../src/db/db.js";

describe("hand-off tokens in addresses", () => {
  it("are replaced in a logged address, whatever their spelling or place", () => {
    expect(redactUrl("/?accessToken=a1&refreshToken=r1")).toBe("/?accessToken=[redacted]&refreshToken=[redacted]");
    expect(redactUrl("/login/callback?code=c1&state=s1&lang=en")).toBe(
      "/login/callback?code=[redacted]&state=[redacted]&lang=en",
    );
    // Percent-encoded or differently cased names are the same parameter to a parser, so they are redacted too.
    expect(redactUrl("/?access%54oken=a1&CODE=c1")).toBe("/?access%54oken=[redacted]&CODE=[redacted]");
    expect(redactUrl("/api/tools?search=code&page=2")).toBe("/api/tools?search=code&page=2");
    expect(redactUrl("/api/course/c-intro")).toBe("/api/course/c-intro");
    // A malformed escape does not stop the redaction.
    expect(redactUrl("/?%E0%A4%A=x&state=s1")).toBe("/?%E0%A4%A=x&state=[redacted]");
  });
});

describe("request logs", () => {
  const lines: string[] = [];
  let app: App;
  let dist: string;
  beforeAll(async () => {
    // The server serves a built campus here, so the hand-off page address reaches it as a page request.
    dist = mkdtempSync(join(tmpdir(), "campus-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Campus</title>");
    const stream = new PassThrough();
    stream.on("data", (chunk) => lines.push(String(chunk)));
    const config = loadConfig({ NODE_ENV: "test" }, { csrfSecret: "s".repeat(32), logLevel: "info", campusDist: dist });
    ({ app } = await buildApp(config, { db: await openPglite("memory://"), logStream: stream }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("never carry the hand-off tokens, codes or states of an address", async () => {
    const secrets = {
      accessToken: "AccessSecret0123456789",
      refreshToken: "RefreshSecret0123456789",
      code: "CodeSecret0123456789",
      state: "StateSecret0123456789",
    };
    const page = await app.inject({
      url: `/login?accessToken=${secrets.accessToken}&refreshToken=${secrets.refreshToken}`,
    });
    expect(page.statusCode).toBe(200);
    await app.inject({ url: `/login/callback?code=${secrets.code}&state=${secrets.state}` });
    await app.inject({ method: "POST", url: `/api/auth/url-login?accessToken=${secrets.accessToken}`, payload: {} });
    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join("");
    expect(log).toContain("/login?accessToken=[redacted]&refreshToken=[redacted]");
    expect(log).toContain("/login/callback?code=[redacted]&state=[redacted]");
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
  });
});
