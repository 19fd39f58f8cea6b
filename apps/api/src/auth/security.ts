import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/** An unguessable token, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const newId = () => randomUUID().replaceAll("-", "").slice(0, 24);
/** Tokens are stored only as hashes, so a database leak does not leak sessions. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: base64url(sha256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
