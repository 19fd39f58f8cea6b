import type { CallName } from "@campus/contract";

/** The SWR key of a call: `[name, args]`, so keys can be matched by call and by argument. */
export type CallKey<N extends CallName = CallName> = readonly [N, object];

export const isCallKey = (key: unknown): key is CallKey =>
  Array.isArray(key) && key.length === 2 && typeof key[0] === "string" && typeof key[1] === "object";

/**
 * Which cached calls a change touches: every key of a call, or only those whose arguments include the
 * given ones, e.g. `["course", { id: "c-intro" }]` matches the course with any `type` filter.
 */
export type KeyMatcher = CallName | readonly [CallName, Record<string, unknown>];

export function matchesKey(key: unknown, matcher: KeyMatcher): boolean {
  if (!isCallKey(key)) return false;
  const [name, args] = typeof matcher === "string" ? [matcher, {}] : matcher;
  if (key[0] !== name) return false;
  const keyArgs = key[1] as Record<string, unknown>;
  return Object.entries(args).every(([field, value]) => keyArgs[field] === value);
}

/** Lists, which may have changed on another device or tab while the learner was away: refetched on focus. */
export const listCalls: ReadonlySet<CallName> = new Set<CallName>([
  "homepage",
  "modules",
  "moduleCourses",
  "tools",
  "partners",
  "community",
  "notifications",
  "promptbook",
]);
