import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge } from "prom-client";
import type { Config } from "../config/config.js";
import { HttpError } from "../errors.js";
import { fallbackStore } from "./call-limit-store.js";

/** Keys counted in memory: least recently seen ones are forgotten first. */
const CACHE = 10_000;

/**
 * A generous limit on the calls of one session (signed-in calls) or one address (the others) per window, beside the
 * sign-in throttle: it stops a runaway client or a script before it costs the database. With Redis, counted once
 * across every process of the campus (behind a balancer, a learner's calls reach all of them); without it, in this
 * process's memory (least recently seen keys are forgotten first), which is right for one embedded process. While
 * Redis does not answer, each process counts in its own memory (a warning, and the metrics say so): a Redis outage
 * loosens the limit by the number of processes rather than stopping the campus. Around every route registered
 * after it, as @fastify/rate-limit hooks routes as they are added.
 */
export default fp<{ config: Pick<Config, "rateLimit" | "redisPrefix"> }>(
  async function callLimit(app, { config: { rateLimit: limit, redisPrefix } }) {
    if (limit.max === 0) return;
    const { redis } = app;
    const inProcess = new Counter({
      name: "campus_call_limit_counted_in_process_total",
      help: "Calls counted in this process's memory because Redis did not answer (the limit then holds per process).",
      registers: [app.metrics],
    });
    const shared = new Gauge({
      name: "campus_call_limit_shared",
      help: "1 while the call limit counts in Redis across the campus, 0 while this process counts on its own.",
      registers: [app.metrics],
    });
    shared.set(redis ? 1 : 0);
    let sharing = true;
    const events = {
      fellBack(error: Error) {
        inProcess.inc();
        if (!sharing) return;
        sharing = false;
        shared.set(0);
        app.log.warn({ err: error }, "call limit counted in this process: Redis did not answer");
      },
      counted() {
        if (sharing) return;
        sharing = true;
        shared.set(1);
        app.log.info("call limit counted in Redis again");
      },
    };
    await app.register(rateLimit, {
      // After onRequest, where a signed-in call's session is known, and before the body is read.
      hook: "preParsing",
      max: limit.max,
      timeWindow: limit.windowMs,
      cache: CACHE,
      ...(redis ? { store: fallbackStore(redis, `${redisPrefix}call-limit:`, CACHE, events) } : {}),
      // The contract's calls only: the campus's files, the media and the API document are not calls.
      allowList: (request: FastifyRequest) => !request.routeOptions.config.access,
      // Learners behind one address (a school, an office) each have their own count; an IPv6 client counts as its /64.
      keyGenerator: (request: FastifyRequest) =>
        request.sessionId ? `session:${request.sessionId}` : `address:${normalizeIP(request.ip)}`,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, `Too many calls: try again in ${seconds} seconds.`, {
          "retry-after": String(seconds),
        });
      },
    });
  },
  { name: "call-limit", dependencies: ["redis", "metrics"] },
);
