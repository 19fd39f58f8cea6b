import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's cost: N (memory and time), r (block size), p (parallelism). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet for scrypt: N=2^17, r=8, p=1 (128 MiB and a fraction of a second a hash). */
export const OWASP_SCRYPT: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * What a stored hash may ask of the server. A hash written by someone else (an import, an identity provider,
 * a typo in an operator's UPDATE) is data: an absurd N must not make a sign-in take minutes or gigabytes.
 * Twice OWASP's memory and four times its work leave room to raise the cost later.
 */
const MAX_MEMORY_BYTES = 2 * 128 * OWASP_SCRYPT.N * OWASP_SCRYPT.r;
const MAX_WORK = 4 * OWASP_SCRYPT.N * OWASP_SCRYPT.r * OWASP_SCRYPT.p;

/** scrypt needs 128·N·r bytes; Node refuses anything above `maxmem` (32 MiB by default, too little for N=2^17). */
const memoryOf = ({ N, r }: PasswordCost) => 128 * N * r;

function derive(password: string, salt: Buffer, cost: PasswordCost, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyBytes, { ...cost, maxmem: 2 * memoryOf(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface StoredHash {
  cost: PasswordCost;
  salt: Buffer;
  key: Buffer;
}

const wholeNumber = /^[1-9][0-9]{0,9}$/;
const base64url = /^[A-Za-z0-9_-]+$/;

/** `scrypt$N$r$p$salt$key` (salt and key base64url), or undefined for anything the server will not compute. */
export function parseHash(stored: string): StoredHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6) return undefined;
  const [scheme, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (scheme !== "scrypt" || ![n, r, p].every((part) => wholeNumber.test(part))) return undefined;
  if (!base64url.test(salt) || !base64url.test(key)) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // N is a power of two above 1 (scrypt's own rule); the bounds keep a stored hash from costing the server dearly.
  if (cost.N < 2 || (cost.N & (cost.N - 1)) !== 0) return undefined;
  if (memoryOf(cost) > MAX_MEMORY_BYTES || cost.N * cost.r * cost.p > MAX_WORK) return undefined;
  const parsed = { cost, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
  if (parsed.salt.length < 8 || parsed.key.length < 16 || parsed.key.length > 64) return undefined;
  return parsed;
}

const format = (cost: PasswordCost, salt: Buffer, key: Buffer) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;

/** `scrypt$N$r$p$salt$key`: the cost is stored with the hash, so raising it later leaves old hashes verifiable. */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(cost, salt, await derive(password, salt, cost, KEY_BYTES));
}

/**
 * A hash no password matches, at the given cost: checked for an unknown account (or a stored hash the server
 * refuses) so that the answer takes as long as for a real one and does not tell which accounts exist.
 */
export const unmatchableHash = (cost: PasswordCost) => format(cost, Buffer.alloc(SALT_BYTES), Buffer.alloc(KEY_BYTES));

export interface PasswordVerdict {
  ok: boolean;
  /** The password is right but its hash was made at another cost than today's: store a new one. */
  rehash: boolean;
}

const sameCost = (a: PasswordCost, b: PasswordCost) => a.N === b.N && a.r === b.r && a.p === b.p;

/**
 * Checks a password against its stored hash at the cost stored with it. A hash the server refuses (another
 * scheme, a missing part, an absurd cost) is a wrong password, never an error; it still costs today's time.
 */
export async function verifyPassword(password: string, stored: string, cost: PasswordCost): Promise<PasswordVerdict> {
  const parsed = parseHash(stored);
  if (!parsed) {
    await verifyPassword(password, unmatchableHash(cost), cost);
    return { ok: false, rehash: false };
  }
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  const ok = timingSafeEqual(key, parsed.key);
  return { ok, rehash: ok && !sameCost(parsed.cost, cost) };
}
