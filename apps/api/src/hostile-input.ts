import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors.js";

/** Whether a JSON value holds a NUL character in any string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text and fails the whole statement on one, which would answer
 * 500 to something a client typed. No text of the campus carries one, so a request with a NUL in its path,
 * query or body is refused as bad input before any handler sees it.
 */
export function refuseNul(request: FastifyRequest) {
  for (const [part, value] of [
    ["path", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    if (containsNul(value)) throw badRequest(`The ${part} contains a NUL character (\\u0000), which no text may hold.`);
  }
}
