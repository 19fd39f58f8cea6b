import { createServer } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Db } from "../src/db/db.js";
import { LEARNER, signIn, useApp } from "./helpers.js";

/**
 * Readiness says whether this process can serve. Redis only counts the call limit: while it is down the limit is
 * counted in each process (a warning, a metric) and readiness holds, where it used to fail every process at once
 * and take the campus down. The answer names each dependency with a word; the reason stays in the log.
 */
const ctx = useApp();
let app: App;
let down = false;
const log: string[] = [];

/** A port nothing listens on: Redis "at" it refuses every connection, as a stopped Redis does. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The database as the process sees it when its server has gone: every statement fails as a lost connection. */
function unreachable(db: Db): Db {
  const lost = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return {
    ...db,
    query: (sql, params) => (down ? Promise.reject(lost()) : db.query(sql, params)),
    transaction: (work) => (down ? Promise.reject(lost()) : db.transaction(work)),
    // Closed by the test's own database, not by this app.
    close: async () => {},
  };
}

beforeAll(async () => {
  const config = { ...ctx.config, redisUrl: `redis://127.0.0.1:${await closedPort()}`, logLevel: "info" };
  config.rateLimit = { max: 5, windowMs: 60_000 };
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });
  app = (await buildApp(config, { db: unreachable(ctx.db), logStream })).app;
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe("readiness with Redis down", () => {
  it("stays ready, naming Redis down in a word and the reason only in the log", async () => {
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "down" } });
    expect(log.join("")).toContain("ECONNREFUSED");
  });

  it("counts the call limit in the process meanwhile, with a warning and a metric", async () => {
    const learner = await signIn(app, LEARNER);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await learner.get("/api/toolbar")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(log.join("")).toContain("call limit counted in this process");
    const metrics = await app.metrics.metrics();
    expect(metrics).toMatch(/^campus_call_limit_shared 0$/m);
    expect(metrics).toMatch(/^campus_call_limit_counted_in_process_total (\d+)$/m);
    expect(Number(/^campus_call_limit_counted_in_process_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(7);
    expect(metrics).toMatch(/^campus_dependency_up\{dependency="redis"\} 0$/m);
  });
});

describe("readiness with the database down", () => {
  it("fails with a word per dependency and no internal error text", async () => {
    down = true;
    try {
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "not ready", checks: { database: "down", redis: "down" } });
      expect(ready.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|5432/);
      expect(await app.metrics.metrics()).toMatch(/^campus_dependency_up\{dependency="database"\} 0$/m);
    } finally {
      down = false;
    }
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });
});
