import { isIP } from "node:net";
import type { Queryable } from "../db/db.js";
import { HttpError } from "../errors.js";

/**
 * How many attempts a key gets before each further one must wait, and how long the waits grow: strict, for one
 * account from one address (someone guessing its password).
 */
export interface BackoffPolicy {
  /** Attempts allowed back to back. */
  free: number;
  /** The wait after the last free attempt; each further attempt doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * At most `free` attempts in a window of `windowSeconds` from its first one, then a wait until the window ends:
 * generous, for one address over every account. A school or an office signs in from one address; its learners'
 * typos must never add up to locking everyone out, while one address trying a password on account after account
 * (spraying) still meets the limit. The window restarts afresh, so a steady trickle of typos never accumulates.
 */
export interface WindowPolicy {
  free: number;
  windowSeconds: number;
}

export type ThrottlePolicy = BackoffPolicy | WindowPolicy;

/**
 * The network one client controls, as sign-in counters key it: an IPv4 address, or the /64 of an IPv6 one. A
 * home, a phone or a rented server gets a whole /64 and can pick any address in it, so counting by the full
 * IPv6 address would give one attacker 2^64 fresh counters.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const halves = address.split("::");
  const groupsOf = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groupsOf(halves[0]);
  const right = groupsOf(halves[1]);
  const zeros = halves.length === 2 ? Array(8 - left.length - right.length).fill("0") : [];
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/**
 * A key's attempts are forgotten a day after its last counted one. Longer than the longest wait, so that
 * waiting out the delays does not buy a fresh set of free attempts.
 */
const FORGET_AFTER = "interval '1 day'";

/** The wait that follows attempt `n` (an SQL expression): none while attempts are free, then doubling. */
const delayAfter = (n: string) =>
  `make_interval(secs => case when ${n} < $2 then 0 else least($3 * power(2, ${n} - $2), $4) end)`;

/**
 * Counts one attempt for a key BEFORE the attempt is made, atomically: one statement both checks that the
 * key may try now and counts the try, so concurrent attempts queue on the key's row and only the allowed
 * number get through. The clock is the database's (clock_timestamp(): the moment the row is locked, not
 * when the transaction began), shared by every server process. Returns 0 to go ahead, or the seconds to
 * wait before the next attempt.
 */
export async function countAttempt(db: Queryable, key: string, policy: ThrottlePolicy): Promise<number> {
  const counted =
    "windowSeconds" in policy ? await countInWindow(db, key, policy) : await countWithBackoff(db, key, policy);
  if (counted) return 0;
  const [blocked] = await db.query<{ seconds: number }>(
    "select greatest(1, ceil(extract(epoch from (blocked_until - clock_timestamp()))))::int as seconds from sign_in_counters where key = $1",
    [key],
  );
  return blocked?.seconds ?? 1;
}

/** Counts an attempt under a BackoffPolicy: whether it may go ahead (counted) or must wait. */
async function countWithBackoff(db: Queryable, key: string, policy: BackoffPolicy): Promise<boolean> {
  const next = "(case when c.forget_at <= clock_timestamp() then 1 else c.attempts + 1 end)";
  const counted = await db.query<{ attempts: number }>(
    `insert into sign_in_counters as c (key, attempts, blocked_until, forget_at)
     values ($1, 1, clock_timestamp() + ${delayAfter("1")}, clock_timestamp() + ${FORGET_AFTER})
     on conflict (key) do update set
       attempts = ${next},
       blocked_until = clock_timestamp() + ${delayAfter(next)},
       forget_at = clock_timestamp() + ${FORGET_AFTER}
     where c.blocked_until <= clock_timestamp() or c.forget_at <= clock_timestamp()
     returning c.attempts`,
    [key, policy.free, policy.firstDelaySeconds, policy.maxDelaySeconds],
  );
  return counted.length > 0;
}

/**
 * Counts an attempt under a WindowPolicy, in one statement like the backoff: a window starts with its first
 * attempt and is not extended by later ones; the attempt that uses up the window's last free one blocks the key
 * until the window ends. (In an UPDATE every expression reads the row as it was, so `fresh` is the old window's end.)
 */
async function countInWindow(db: Queryable, key: string, policy: WindowPolicy): Promise<boolean> {
  const fresh = "c.forget_at <= clock_timestamp()";
  const windowEnd = `(case when ${fresh} then clock_timestamp() + make_interval(secs => $3) else c.forget_at end)`;
  const next = `(case when ${fresh} then 1 else c.attempts + 1 end)`;
  const counted = await db.query<{ attempts: number }>(
    `insert into sign_in_counters as c (key, attempts, blocked_until, forget_at)
     values ($1, 1,
       clock_timestamp() + case when 1 >= $2 then make_interval(secs => $3) else make_interval() end,
       clock_timestamp() + make_interval(secs => $3))
     on conflict (key) do update set
       attempts = ${next},
       forget_at = ${windowEnd},
       blocked_until = case when ${next} >= $2 then ${windowEnd} else clock_timestamp() end
     where c.blocked_until <= clock_timestamp() or ${fresh}
     returning c.attempts`,
    [key, policy.free, policy.windowSeconds],
  );
  return counted.length > 0;
}

/** The 429 the login page shows as "try again in N minutes" (it reads Retry-After). */
export const tooManyAttempts = (seconds: number) =>
  new HttpError(429, `Too many sign-in attempts: try again in ${seconds} seconds.`, { "retry-after": String(seconds) });

/** Counts an attempt for each key in turn; the first key that must wait answers 429 and later keys are not counted. */
export async function countAttempts(db: Queryable, keys: { key: string; policy: ThrottlePolicy }[]): Promise<void> {
  for (const { key, policy } of keys) {
    const wait = await countAttempt(db, key, policy);
    if (wait > 0) throw tooManyAttempts(wait);
  }
}

/** A success clears the key: a learner who finally types the right password starts afresh. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.query("delete from sign_in_counters where key = $1", [key]);
}

/**
 * A success does not count against a shared key (an address many learners sign in from, a school's): the
 * attempt is given back, and the wait it started, if it was within the free ones.
 */
export async function refundAttempt(db: Queryable, key: string, policy: ThrottlePolicy): Promise<void> {
  await db.query(
    `update sign_in_counters set attempts = attempts - 1,
       blocked_until = case when attempts - 1 < $2 then least(blocked_until, clock_timestamp()) else blocked_until end
     where key = $1 and attempts > 0`,
    [key, policy.free],
  );
}

/** Deletes counters nobody has used for a day. For a schedule to call; safe to run at any time. */
export async function deleteExpiredSignInCounters(db: Queryable): Promise<void> {
  await db.query("delete from sign_in_counters where forget_at <= clock_timestamp()");
}
