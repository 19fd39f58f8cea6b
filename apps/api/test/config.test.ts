import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { ConfigError, loadConfig } from "../src/config/config.js";
import { openPglite } from "../src/db/db.js";
import { migrate, migrations } from "../src/db/migrations.js";
import { agent, pkce, TEST_PASSWORD_HASH_N } from "./helpers.js";

describe("configuration", () => {
  it("refuses development secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        CSRF_SECRET: "a".repeat(32),
        CAMPUS_URL: "https://campus.example",
      }),
    ).not.toThrow();
  });

  it("refuses to start in production without the campus's public address, and refuses one that is not an origin", () => {
    const secrets = { NODE_ENV: "production", CSRF_SECRET: "a".repeat(32) };
    // A process's own address would be printed on certificates and signed into their credentials.
    expect(() => loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus" })).toThrow(/^CAMPUS_URL must be set/);
    expect(loadConfig({ ...secrets, CAMPUS_URL: "https://campus.example" }).campusUrl).toBe("https://campus.example");
    for (const bad of ["campus.example", "https://campus.example/app?x", "ftp://campus.example"]) {
      expect(() => loadConfig({ ...secrets, CAMPUS_URL: bad })).toThrow(/^CAMPUS_URL must be the campus's public/);
    }
  });

  it("refuses the demo and scale seeds in production: their accounts' password is published", () => {
    const secrets = {
      NODE_ENV: "production",
      CSRF_SECRET: "a".repeat(32),
      CAMPUS_URL: "https://campus.example",
    };
    for (const SEED of ["demo", "scale"]) {
      expect(() => loadConfig({ ...secrets, SEED })).toThrow(/published demo password/);
    }
    expect(loadConfig({ ...secrets, SEED: "" }).seed).toBeUndefined();
    expect(loadConfig({ CSRF_SECRET: "x", SEED: "demo" }).seed).toBe("demo");
  });

  it("reads the environment with the documented defaults", () => {
    const config = loadConfig({ CSRF_SECRET: "x" });
    // A refresh racing a rotation shares its successor for two seconds at most (RFC 9700 4.14).
    expect(config.refreshGraceMs).toBe(2000);
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
        COOKIE_PREFIX: "demo_",
        SEED: "demo",
        PGLITE_DATA_DIR: "memory://",
      }),
    ).toMatchObject({
      cookiePrefix: "demo_",
      seed: "demo",
      pgliteDataDir: "memory://",
    });
    expect(() => loadConfig({ CSRF_SECRET: "x", SEED: "everything" })).toThrow(/SEED/);
  });

  it("stops the start on a bad variable, naming it", () => {
    const secrets = { CSRF_SECRET: "x" };
    for (const name of [
      "ACCESS_TOKEN_SECONDS",
      "SESSION_MAX_SECONDS",
      "SESSION_IDLE_SECONDS",
      "REFRESH_GRACE_MS",
      "SIGN_IN_LIMIT",
      "SIGN_IN_LIMIT_PER_ADDRESS",
    ]) {
      for (const value of ["fifteen", "", "-5", "1e3x", "0x10"]) {
        expect(() => loadConfig({ ...secrets, [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`^${name} must be`),
        );
      }
      expect(() => loadConfig({ ...secrets, [name]: "900" })).not.toThrow();
    }
    expect(loadConfig({ ...secrets, ACCESS_TOKEN_SECONDS: "600" }).accessTokenSeconds).toBe(600);
    expect(() => loadConfig({ ...secrets, SEED: "big" })).toThrow(/^SEED must be "demo", "scale" or unset/);
    expect(loadConfig({ ...secrets, SEED: "scale" }).seed).toBe("scale");
    expect(() => loadConfig({ ...secrets, PORT: "http" })).toThrow(/^PORT must be/);
    // Outside development a secret shorter than 32 bytes is refused, each by its name.
    const production = {
      NODE_ENV: "production",
      CSRF_SECRET: "a".repeat(32),
      CAMPUS_URL: "https://campus.example",
    };
    expect(() => loadConfig({ ...production, CSRF_SECRET: "short" })).toThrow(/^CSRF_SECRET must be at least 32 bytes/);
    expect(() => loadConfig({ ...production, CSRF_SECRET: "ł".repeat(15) })).toThrow(
      /^CSRF_SECRET must be at least 32 bytes/,
    );
    // Bytes, not characters: 16 two-byte letters are 32 bytes.
    expect(() => loadConfig({ ...production, CSRF_SECRET: "ł".repeat(16) })).not.toThrow();
    expect(() => loadConfig({ ...secrets, CSRF_SECRET: "short" })).not.toThrow();
  });

  it("points hand-off links at this server when it serves the built campus, else at Vite", () => {
    const secrets = { CSRF_SECRET: "x" };
    expect(loadConfig(secrets)).toMatchObject({ campusUrl: "http://127.0.0.1:5173", campusDist: undefined });
    expect(loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus" })).toMatchObject({
      campusUrl: "http://127.0.0.1:3000",
      campusDist: "/srv/campus",
    });
    expect(loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus", HOST: "10.0.0.5", PORT: "8080" }).campusUrl).toBe(
      "http://10.0.0.5:8080",
    );
    // Listening on every interface: the link names this machine's loopback address.
    expect(loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus", HOST: "0.0.0.0" }).campusUrl).toBe(
      "http://127.0.0.1:3000",
    );
    expect(loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus", HOST: "::1" }).campusUrl).toBe("http://[::1]:3000");
    expect(loadConfig({ ...secrets, CAMPUS_DIST: "/srv/campus", CAMPUS_URL: "https://campus.example" }).campusUrl).toBe(
      "https://campus.example",
    );
  });

  it("takes stores on other hosts over verified TLS", () => {
    const secrets = { CSRF_SECRET: "x" };
    const databaseUrl =
      "postgres://campus@db.internal:5432/campus?sslmode=verify-full&sslrootcert=/etc/campus/db-ca.pem";
    const config = loadConfig({ ...secrets, DATABASE_URL: databaseUrl, REDIS_URL: "rediss://:pw@redis.internal:6380" });
    expect(config.databaseUrl).toBe(databaseUrl);
    expect(config.redisUrl).toBe("rediss://:pw@redis.internal:6380");
    expect(() => loadConfig({ ...secrets, REDIS_URL: "tls://redis.internal" })).toThrow(/^REDIS_URL must be/);
  });

  it("takes the mail server and sender, refusing a bad address without repeating its password", () => {
    const secrets = { CSRF_SECRET: "x" };
    const defaults = loadConfig({ ...secrets, PGLITE_DATA_DIR: "/srv/campus/db" });
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.mailFrom).toBe("Campus <campus@localhost>");
    expect(defaults.mailDir).toBe("/srv/campus/mail");
    expect(loadConfig({ ...secrets, PGLITE_DATA_DIR: "memory://" }).mailDir).toMatch(/campus-mail$/);
    const config = loadConfig({
      ...secrets,
      SMTP_URL: "smtps://campus:s%40cret@mail.example.com:465",
      MAIL_FROM: "Campus AI <no-reply@campus.example>",
      MAIL_DIR: "/var/mail/campus",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://campus:s%40cret@mail.example.com:465",
      mailFrom: "Campus AI <no-reply@campus.example>",
      mailDir: "/var/mail/campus",
    });
    for (const bad of [
      "mail.example.com",
      "http://mail.example.com",
      "smtp://user:pa ss@mail.example.com",
      "smtp://host:99999",
    ]) {
      expect(() => loadConfig({ ...secrets, SMTP_URL: bad })).toThrow(/^SMTP_URL must be/);
    }
    expect(() => loadConfig({ ...secrets, SMTP_URL: "smtp://campus:hunter2@mail example" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
    for (const bad of ["Campus", "Campus <campus@example.com", "campus@example.com\r\nBcc: x@example.com"]) {
      expect(() => loadConfig({ ...secrets, MAIL_FROM: bad })).toThrow(/^MAIL_FROM must be a sender/);
    }
  });

  it("runs migrations once", async () => {
    const db = await openPglite("memory://");
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it("never logs tokens, passwords or cookies", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk) => lines.push(String(chunk)));
    const config = loadConfig(
      { NODE_ENV: "test", PASSWORD_HASH_N: TEST_PASSWORD_HASH_N },
      { csrfSecret: "s", seed: "demo", logLevel: "trace" },
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
