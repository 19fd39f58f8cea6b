import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.js";
import { HttpError } from "../errors.js";
import type { App } from "./route.js";

/**
 * The connection to Redis that the processes of one campus count through, or undefined without REDIS_URL. Quick to
 * give up on a command (one retry), as a rate limit must not hold a request up; it reconnects by itself, and each
 * lost connection is logged rather than ending the process.
 */
export function connectRedis(
  { redisUrl }: Pick<Config, "redisUrl">,
  onError: (error: Error) => void,
): Redis | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on("error", onError);
  return redis;
}

/**
 * A generous limit on the calls of one session (signed-in calls) or one address (the others) per window, beside the
 * sign-in throttle: it stops a runaway client or a script before it costs the database. With Redis, counted once
 * across every process of the campus (behind a balancer, a learner's calls reach all of them); without it, in this
 * process's memory (least recently seen keys are forgotten first), which is right for one embedded process.
 */
export async function limitCalls(app: App, { rateLimit: limit, redisPrefix }: Config, redis: Redis | undefined) {
  if (limit.max === 0) return;
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
      return new HttpError(429, `Too many calls: try again in ${seconds} seconds.`, { "retry-after": String(seconds) });
    },
  });
}
