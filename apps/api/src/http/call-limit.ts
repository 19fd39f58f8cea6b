import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { HttpError } from "../errors.js";
import type { App } from "./route.js";

/**
 * A generous limit on the calls of one session (signed-in calls) or one address (the others) per window, beside the
 * sign-in throttle: it stops a runaway client or a script before it costs the database. Counted in this process's
 * memory (least recently seen keys are forgotten first), so each server process counts on its own.
 */
export async function limitCalls(app: App, { rateLimit: limit }: Config) {
  if (limit.max === 0) return;
  await app.register(rateLimit, {
    // After onRequest, where a signed-in call's session is known, and before the body is read.
    hook: "preParsing",
    max: limit.max,
    timeWindow: limit.windowMs,
    cache: 10_000,
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
