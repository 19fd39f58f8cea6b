import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What an incoming id may look like: a balancer's (HAProxy's unique-id, a UUID), never a log-forging string. */
const ACCEPTED = /^[\w.:-]{1,128}$/;

/**
 * The id a request is logged under: the one the balancer sent in `x-request-id`, so one request can be followed
 * across the balancer and every process, or a random UUID (Fastify's default, `req-1`, repeats in every process).
 * Sent back in the answer's `x-request-id` (see app.ts).
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && ACCEPTED.test(sent) ? sent : randomUUID();
}
