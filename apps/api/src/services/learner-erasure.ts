import type { Db } from "../db/db.js";
import { badRequest, notFound } from "../errors.js";
import { type Actor, recordAudit } from "./audit.js";

/** What a certificate of an erased account says when it is looked up, in place of its holder's name. */
export const ERASED_HOLDER = "—";
export const ERASED_REASON = "The holder asked for their personal data to be erased.";

/**
 * Erases an account (GDPR article 17): the account and everything of it (progress, tests, final works and their
 * files, Promptbook, favourites, notifications, mails, sessions) are deleted. Its certificates stay as the
 * records third parties verify, without the holder's name and revoked with the reason, so a lookup says the
 * certificate no longer stands rather than "not found" (which would read as a forgery). Staff accounts are not
 * erased here: their reviews and actions name them.
 */
export function eraseLearner(
  db: Db,
  actor: Actor,
  userId: string,
  confirmedEmail: string,
): Promise<{ certificates: number }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ email: string; role: string }>("select email, role from users where id = $1", [
      userId,
    ]);
    if (!account) throw notFound("Account");
    if (account.role === "staff") throw badRequest("A staff account cannot be erased.");
    if (account.email.toLowerCase() !== confirmedEmail.trim().toLowerCase()) {
      throw badRequest("The email given does not match the account's: type it again to confirm the erasure.");
    }
    const certificates = await tx.query(
      `update certificates set holder_name = $2,
         status = 'revoked', revoked_reason = coalesce(revoked_reason, $3), revoked_at = coalesce(revoked_at, now())
       where user_id = $1 returning id`,
      [userId, ERASED_HOLDER, ERASED_REASON],
    );
    await tx.query("delete from mail_outbox where lower(recipient) = lower($1)", [account.email]);
    await tx.query("delete from users where id = $1", [userId]);
    // The entry names the account by its id only: its email and name are what was erased.
    await recordAudit(tx, actor, "learner.erase", {}, { accountId: userId, certificatesRevoked: certificates.length });
    return { certificates: certificates.length };
  });
}
