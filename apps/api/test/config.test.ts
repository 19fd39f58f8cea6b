import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { ConfigError, loadConfig } from "../src/config.js";
import { openPglite } from "../src/db/db.js";
import { migrate } from "../src/db/migrations.js";
import { agent, pkce } from "./helpers.js";

describe("configuration", () => {
  it("refuses development secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: "production", CSRF_SECRET: "a".repeat(32), CERTIFICATE_SECRET: "b".repeat(32) }),
    ).not.toThrow();
  });

  it("reads the environment with the documented defaults", () => {
    const config = loadConfig({ CSRF_SECRET: "x", CERTIFICATE_SECRET: "y" });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      cookiePrefix: "campus_",
      databaseUrl: undefined,
      seed: undefined,
    });
    expect(config.pgliteDataDir).toMatch(/apps\/api\/\.pglite$/);
    expect(
      loadConfig({
        CSRF_SECRET: "x",
        CERTIFICATE_SECRET: "y",
        COOKIE_PREFIX: "demo_",
        SEED: "demo",
        PGLITE_DATA_DIR: "memory://",
      }),
    ).toMatchObject({
      cookiePrefix: "demo_",
      seed: "demo",
      pgliteDataDir: "memory://",
    });
    expect(() => loadConfig({ CSRF_SECRET: "x", CERTIFICATE_SECRET: "y", SEED: "everything" })).toThrow(/SEED/);
  });

  it("runs migrations once", async () => {
    const db = await openPglite("memory://");
    expect(await migrate(db)).toEqual([1]);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it("serves a built campus at / with the strict page policy, beside the API", async () => {
    const dist = mkdtempSync(join(tmpdir(), "campus-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Campus</title>");
    writeFileSync(join(dist, "assets", "app-1.js"), "console.log(1)");
    const config = loadConfig({ NODE_ENV: "test" }, { csrfSecret: "s", certificateSecret: "c", campusDist: dist });
    const { app } = await buildApp(config, { db: await openPglite("memory://"), logger: false });
    const page = await app.inject({ method: "GET", url: "/course/c-intro" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Campus</title>");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-campus-page"]).toBeUndefined();
    const asset = await app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/../../etc/passwd" })).body).toContain("<title>Campus</title>");
    const api = await app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-security-policy"]).toContain("default-src 'none'");
    await app.close();
  });

  it("never logs tokens, passwords or cookies", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk) => lines.push(String(chunk)));
    const config = loadConfig(
      { NODE_ENV: "test" },
      { csrfSecret: "s", certificateSecret: "c", seed: "demo", logLevel: "trace" },
    );
    const { app } = await buildApp(config, { db: await openPglite("memory://"), logStream: stream });
    const a = agent(app);
    const { verifier, challenge } = pkce();
    const code = (
      await a.post("/api/auth/authorize", {
        email: "learner@example.com",
        password: "campus-demo",
        codeChallenge: challenge,
        codeChallengeMethod: "S256",
        state: "s",
      })
    ).json().code;
    await a.post("/api/auth/exchange-code", { code, codeVerifier: verifier });
    await a.post("/api/auth/refresh-token");
    await a.get("/api/auth/get-user-data");
    expect(a.cookies.get("campus_lang")).toBe("pl");
    await app.close();
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(0);
    for (const secret of ["campus-demo", code, verifier, ...a.cookies.values()]) {
      if (secret.length > 3) expect(log).not.toContain(secret);
    }
  });
});
