import type { Config } from "../config/config.js";
import type { Db, Queryable } from "../db/db.js";
import { accountDeactivated } from "../errors.js";
import type { PasswordChecks } from "./password-checks.js";
import { openLink, useLink } from "./password-links.js";
import { hashPassword } from "./passwords.js";
import { type IssuedTokens, startSessionIn } from "./sessions.js";

/** Ends every session of an account (a new password was chosen: whoever held the old one is signed out). */
async function endSessionsOf(tx: Queryable, userId: string, reason: string): Promise<void> {
  await tx.query(
    "update sessions set revoked_at = now(), revoked_reason = $2 where user_id = $1 and revoked_at is null",
    [userId, reason],
  );
  await tx.query("delete from access_tokens where session_id in (select id from sessions where user_id = $1)", [
    userId,
  ]);
}

/**
 * Chooses a password through a one-time link (the caller has checked the password's rules), or null when the link
 * cannot be used. The hash is made first, outside the transaction and bounded like a sign-in's check; then, in one
 * transaction, the link is used (once, even for racing requests), the hash stored, the account's sessions ended
 * and a new one started. A deactivated account is refused (401) and its link stays as it was.
 */
export async function setPasswordByLink(
  db: Db,
  config: Config,
  passwordChecks: PasswordChecks,
  token: string,
  password: string,
): Promise<{ userId: string; tokens: IssuedTokens } | null> {
  const link = await openLink(db, token);
  if (!link) return null;
  if (link.deactivated) throw accountDeactivated();
  const hash = await passwordChecks.run(() => hashPassword(password, config.passwordHash));
  return db.transaction(async (tx) => {
    const userId = await useLink(tx, token);
    if (!userId) return null;
    await tx.query("update users set password_hash = $2 where id = $1", [userId, hash]);
    await endSessionsOf(tx, userId, "password set");
    // Refuses a deactivated account (401), which rolls the whole transaction back: the link stays unused.
    const tokens = await startSessionIn(tx, config, userId);
    return { userId, tokens };
  });
}
