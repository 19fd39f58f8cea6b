import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../db/db.js";

/** A check that takes longer than this is a failed one: a balancer's probe must not hang with it. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What a load balancer asks: `/api/health`, is the process alive (always 200 while it answers at all), and
 * `/api/ready`, should it get requests (the database answers, Redis too where the campus counts calls there, and
 * the process is not draining; 503 otherwise, naming what failed). Neither is a call of the contract: no session, no call limit, nothing logged per probe.
 */
const health: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // The drain and redis plugins decorated the server before this one is registered.
  const { redis, drain } = app;
  app.get("/api/health", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "alive" };
  });
  app.get("/api/ready", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const failed: string[] = [];
    if (drain.isDraining) failed.push("draining");
    else {
      const checks: [string, () => Promise<unknown>][] = [["database", () => db.query("select 1")]];
      if (redis) checks.push(["redis", () => redis.ping()]);
      await Promise.all(
        checks.map(async ([name, check]) => {
          try {
            await within(check(), CHECK_TIMEOUT_MS);
          } catch (error) {
            failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
    }
    if (failed.length > 0) return reply.code(503).send({ status: "not ready", failed });
    return { status: "ready" };
  });
};

export default health;
