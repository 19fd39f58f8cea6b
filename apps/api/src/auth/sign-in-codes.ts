import type { Config } from "../config/config.js";
import type { Db, Queryable } from "../db/db.js";
import { pkceChallenge, randomToken, safeEqual, sha256 } from "./security.js";
import { type IssuedTokens, revokeSession, startSessionIn } from "./sessions.js";

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

/** What exchanging a sign-in code gave: a session for its user, or a refusal that says nothing more. */
export type CodeExchange = { kind: "signed in"; userId: string; tokens: IssuedTokens } | { kind: "refused" };

/**
 * Exchanges a sign-in code and its PKCE verifier for a session. Single use: in one transaction the code is spent,
 * the session started and the code bound to it, so a second use, even at the same instant, waits for the first and
 * then finds the code spent. A code used twice means someone else holds it (intercepted and raced with its
 * owner): the second use is refused AND the session of the first ends (OAuth 2.1 section 4.1.3), whichever of
 * the two was the owner, expired by now or not. A wrong verifier spends the code too, starting nothing.
 */
export async function exchangeCode(db: Db, config: Config, code: string, verifier: string): Promise<CodeExchange> {
  const hash = sha256(code);
  const exchange = await db.transaction(async (tx): Promise<CodeExchange> => {
    const [row] = await tx.query<{ userId: string; challenge: string }>(
      `update auth_codes set used_at = now()
       where code_hash = $1 and used_at is null and expires_at > now() returning user_id as "userId", challenge`,
      [hash],
    );
    if (!row || !safeEqual(pkceChallenge(verifier), row.challenge)) return { kind: "refused" };
    const tokens = await startSessionIn(tx, config, row.userId);
    await tx.query("update auth_codes set session_id = $2 where code_hash = $1", [hash, tokens.sessionId]);
    return { kind: "signed in", userId: row.userId, tokens };
  });
  if (exchange.kind === "refused") {
    const [spent] = await db.query<{ session_id: string | null }>(
      "select session_id from auth_codes where code_hash = $1 and used_at is not null",
      [hash],
    );
    if (spent?.session_id) await revokeSession(db, spent.session_id, "sign-in code used again");
  }
  return exchange;
}

/** Deletes codes past their expiry, used or not. For a schedule to call; safe to run at any time. */
export async function deleteExpiredCodes(db: Queryable): Promise<void> {
  await db.query("delete from auth_codes where expires_at < now()");
}
