import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import { HttpError } from "../errors.js";

/**
 * A generous limit on the calls of one session (signed-in calls) or one address (the others) per window, beside the
 * sign-in throttle: it stops a runaway client or a script before it costs the database. With Redis, counted once
 * across every process of the campus (behind a balancer, a learner's calls reach all of them); without it, in this
 * process's memory (least recently seen keys are forgotten first), which is right for one embedded process. Around
 * every route registered after it, as @fastify/rate-limit hooks routes as they are added.
 */
export default fp<{ config: Pick<Config, "rateLimit" | "redisPrefix"> }>(
  async function callLimit(app, { config: { rateLimit: limit, redisPrefix } }) {
    if (limit.max === 0) return;
    const { redis } = app;
    await app.register(rateLimit, {
      // After onRequest, where a signed-in call's session is known, and before the body is read.
      hook: "preParsing",
      max: limit.max,
      timeWindow: limit.windowMs,
      cache: 10_000,
      ...(redis
        ? {
            redis,
            nameSpace: `${redisPrefix}call-limit:`,
            // Redis unreachable: calls go on uncounted (readiness says Redis is down) rather than all failing.
            skipOnError: true,
          }
        : {}),
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
  { name: "call-limit", dependencies: ["redis"] },
);
