import type { Queryable } from "../db/db.js";
import { randomToken, sha256 } from "./security.js";

/** How long a sign-in code may wait for its exchange. */
const CODE_SECONDS = 10 * 60;

/**
 * Issues a one-time sign-in code for a user, bound to a PKCE S256 challenge; only its hash is stored. An external
 * identity provider can call this too.
 */
export async function issueCode(db: Queryable, userId: string, codeChallenge: string): Promise<string> {
  const code = randomToken();
  await db.query("insert into auth_codes (code_hash, user_id, challenge, expires_at) values ($1, $2, $3, $4)", [
    sha256(code),
    userId,
    codeChallenge,
    new Date(Date.now() + CODE_SECONDS * 1000),
  ]);
  return code;
}

/**
 * Uses up a sign-in code: its user and PKCE challenge, or undefined for a code unknown, expired or used. Single use:
 * the UPDATE marks the code used, so a second exchange, even at the same instant, finds nothing.
 */
export async function useCode(db: Queryable, code: string): Promise<{ userId: string; challenge: string } | undefined> {
  const [row] = await db.query<{ userId: string; challenge: string }>(
    `update auth_codes set used_at = now()
     where code_hash = $1 and used_at is null and expires_at > now() returning user_id as "userId", challenge`,
    [sha256(code)],
  );
  return row;
}

/** Deletes codes past their expiry, used or not. For a schedule to call; safe to run at any time. */
export async function deleteExpiredCodes(db: Queryable): Promise<void> {
  await db.query("delete from auth_codes where expires_at < now()");
}
