import type { Lang, PasswordResetBody } from "@campus/contract";
import { passwordPath } from "@campus/contract";
import { issueLink } from "../auth/password-links.js";
import { clientNetwork, countAttempt, type WindowPolicy } from "../auth/sign-in-throttle.js";
import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { HttpError } from "../errors.js";
import { queueMail } from "../mail/outbox.js";

/** Reset requests per email typed (an account's or not): 3 an hour bring mails; more are answered alike, unsent. */
export const RESET_MAILS_PER_ACCOUNT: WindowPolicy = { free: 3, windowSeconds: 3600 };

/**
 * Reset requests one client network may make over all addresses: a tenth of its sign-in attempts in the same window
 * (SIGN_IN_LIMIT_PER_ADDRESS, 300 a quarter of an hour: 30), as a school's learners share one address but seldom all
 * forget their passwords at once, while a script mailing every address it can think of meets the limit soon.
 */
export const resetsPerAddress = ({ signInLimit }: Pick<Config, "signInLimit">): WindowPolicy => ({
  free: Math.max(1, Math.floor(signInLimit.perAddress.free / 10)),
  windowSeconds: signInLimit.perAddress.windowSeconds,
});

const tooManyResets = (seconds: number) =>
  new HttpError(429, `Too many password reset requests: try again in ${seconds} seconds.`, {
    "retry-after": String(seconds),
  });

interface ResetAccount {
  id: string;
  email: string;
  firstName: string;
  language: Lang | null;
}

/**
 * Forgot password. The caller answers the same whatever happens here (an unknown, invited or deactivated address
 * sends nothing), after the same work for every address: the request is counted for its network and for the email
 * typed, and the account looked up. What an active account within its limit gets (a link and a mail, in the
 * account's language, else the one asked for) comes back as work for after the answer, so that neither the answer
 * nor its timing says whether the address has an account. A flood from one network answers 429 with Retry-After.
 */
export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, "signInLimit">,
  ip: string,
  { email, language }: PasswordResetBody,
  pageLanguage: Lang,
): Promise<(() => Promise<void>) | undefined> {
  const wait = await countAttempt(db, `reset-address:${clientNetwork(ip)}`, resetsPerAddress(config));
  if (wait > 0) throw tooManyResets(wait);
  const withinLimit = (await countAttempt(db, `reset-account:${email.toLowerCase()}`, RESET_MAILS_PER_ACCOUNT)) === 0;
  const [account] = await db.query<ResetAccount>(
    `select id, email, first_name as "firstName", language from users
     where lower(email) = lower($1) and password_hash is not null and deactivated_at is null
     order by created_at limit 1`,
    [email],
  );
  if (!account || !withinLimit) return undefined;
  return () =>
    db.transaction(async (tx) => {
      const link = await issueLink(tx, account.id, "reset");
      await queueMail(tx, {
        template: "password-reset",
        to: account.email,
        language: account.language ?? language ?? pageLanguage,
        userId: account.id,
        data: { firstName: account.firstName, path: passwordPath(link.token), expiresAt: link.expiresAt },
      });
    });
}
