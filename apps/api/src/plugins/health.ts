import type { FastifyPluginAsync } from "fastify";
import { Gauge } from "prom-client";
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

type Word = "ok" | "down";

/**
 * What a load balancer asks: `/api/health`, is the process alive (always 200 while it answers at all), and
 * `/api/ready`, can this process serve: it is not draining and its database answers (503 otherwise). Redis is
 * optional: while it is down the call limit counts per process, so it is reported but never fails readiness (a
 * Redis outage failing every process's check would take the whole campus down for a counter). The answer gives one
 * word per dependency; what failed, and why, is logged and in the metrics (`campus_dependency_up`), not told to
 * whoever asks. Neither route is a call of the contract: no session, no call limit, nothing logged per probe.
 */
const health: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // The drain, redis and metrics plugins decorated the server before this one is registered.
  const { redis, drain } = app;
  const up = new Gauge({
    name: "campus_dependency_up",
    help: "1 when the dependency answered this process's last readiness check, 0 when it did not.",
    labelNames: ["dependency"],
    registers: [app.metrics],
  });
  const checks: [string, () => Promise<unknown>][] = [["database", () => db.query("select 1")]];
  if (redis) checks.push(["redis", () => redis.ping()]);
  const last = new Map<string, Word>();

  async function check([name, run]: [string, () => Promise<unknown>]): Promise<[string, Word]> {
    let word: Word = "ok";
    try {
      await within(run(), CHECK_TIMEOUT_MS);
    } catch (error) {
      word = "down";
      // Once per change, not at every probe: a balancer asks every half second.
      if (last.get(name) !== "down") app.log.warn({ err: error, dependency: name }, "readiness: dependency down");
    }
    if (word === "ok" && last.get(name) === "down") app.log.info({ dependency: name }, "readiness: dependency back");
    last.set(name, word);
    up.set({ dependency: name }, word === "ok" ? 1 : 0);
    return [name, word];
  }

  app.get("/api/health", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "alive" };
  });
  app.get("/api/ready", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (drain.isDraining) return reply.code(503).send({ status: "draining" });
    const words = Object.fromEntries(await Promise.all(checks.map(check)));
    // Only the database is needed to serve; the others degrade a feature.
    if (words.database !== "ok") return reply.code(503).send({ status: "not ready", checks: words });
    return { status: "ready", checks: words };
  });
};

export default health;
