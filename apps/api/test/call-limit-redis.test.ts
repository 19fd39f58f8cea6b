import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { agent, LEARNER, signIn, useApp } from "./helpers.js";

/**
 * Two processes of one campus behind a balancer: a learner's calls reach both, and the call limit must count them
 * once (it counted per process: with two processes and a limit of 20 a minute, 40 calls got through). Runs when
 * REDIS_URL names a Redis (CI's does; see vitest.config.ts).
 */
const ctx = useApp({
  redisUrl: process.env.REDIS_URL,
  // Keys of this run only: a window outlives the test by a minute.
  redisPrefix: `campus-test-${randomBytes(6).toString("hex")}:`,
  rateLimit: { max: 6, windowMs: 60_000 },
});
let other: App;
beforeAll(async () => {
  other = (await buildApp(ctx.config, { db: ctx.db, logger: false })).app;
  await other.ready();
});
afterAll(async () => {
  await other?.close();
});

describe("the call limit with Redis", () => {
  it("counts a session's calls once across two processes", async () => {
    const onFirst = await signIn(ctx.app, LEARNER);
    // The same session's cookies, sent to the other process.
    const onSecond = agent(other, onFirst.cookies);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await onFirst.get("/api/toolbar")).statusCode);
      statuses.push((await onSecond.get("/api/toolbar")).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    const refused = await onSecond.get("/api/toolbar");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("makes readiness check Redis as well as the database", async () => {
    const ready = await other.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
  });
});
