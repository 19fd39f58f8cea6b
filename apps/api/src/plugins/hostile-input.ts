import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.js";

/**
 * How deep a JSON value may nest. The deepest call of the campus nests four levels (a closed test's answers);
 * a body far deeper is no campus input, and walking it recursively (here or in a later step) would overflow
 * the stack and answer 500.
 */
export const MAX_NESTING = 32;

/**
 * What makes a JSON value unfit to handle: a NUL character in a string or key, or nesting deeper than
 * MAX_NESTING. Walked with an explicit stack, so no input can overflow the call stack.
 */
export function findHostile(value: unknown): "nul" | "nesting" | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return "nul";
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_NESTING) return "nesting";
    for (const [key, inner] of Object.entries(item)) {
      if (key.includes("\u0000")) return "nul";
      stack.push([inner, depth + 1]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text and fails the whole statement on one, which would answer
 * 500 to something a client typed. No text of the campus carries one, so a request with a NUL in its path,
 * query or body is refused as bad input before any handler sees it, and so is a body nested too deep to walk.
 */
export function refuseHostile(request: FastifyRequest) {
  for (const [part, value] of [
    ["path", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const found = findHostile(value);
    if (found === "nul") throw badRequest(`The ${part} contains a NUL character (\\u0000), which no text may hold.`);
    if (found === "nesting") {
      throw badRequest(`The ${part} nests deeper than ${MAX_NESTING} levels, which no call of the campus takes.`);
    }
  }
}

/** Input no call takes (a NUL character, nesting past MAX_NESTING) is refused with 400 before any schema sees it. */
export default fp(
  async function hostileInput(app) {
    app.addHook("preValidation", async (request) => refuseHostile(request));
  },
  { name: "hostile-input" },
);
