import type { Config } from "../config/config.js";
import type { Queryable } from "../db/db.js";
import { HttpError } from "../errors.js";
import type { PasswordChecks } from "./password-checks.js";
import { accountOfPassword } from "./password-sign-in.js";
import { clientNetwork, countAttempts, forgetAttempts, refundAttempt } from "./sign-in-throttle.js";

/** The client's network, from its address: the socket's, or what the trusted proxies (TRUST_PROXY) say. */
const addressKey = (ip: string) => `address:${clientNetwork(ip)}`;

/**
 * The account an email and password sign in to, counted against SIGN_IN_LIMIT per account and address (so failing on
 * purpose elsewhere never slows the account's owner down) and per address. The attempts are counted before the
 * password is checked, so concurrent ones cannot all slip in under the limit; a sign-in refused because too many are
 * being checked (503) counts as none. A right password forgets the account's failures and refunds the address's try.
 */
export async function signInWithPassword(
  db: Queryable,
  config: Pick<Config, "signInLimit" | "passwordHash">,
  passwordChecks: PasswordChecks,
  ip: string,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const { perAccountAndAddress, perAddress } = config.signInLimit;
  const accountKey = `account:${email.toLowerCase()}|${addressKey(ip)}`;
  const userId = await passwordChecks.run(async () => {
    await countAttempts(db, [
      { key: accountKey, policy: perAccountAndAddress },
      { key: addressKey(ip), policy: perAddress },
    ]);
    return accountOfPassword(db, config.passwordHash, email, password);
  });
  if (!userId) throw new HttpError(401, "Wrong email or password.");
  await forgetAttempts(db, accountKey);
  await refundAttempt(db, addressKey(ip), perAddress);
  return userId;
}

/**
 * A sign-in by a secret (a sign-in code, a hand-off link), counted per address: `attempt` gives what the secret
 * opens, or null when it opens nothing, which is answered with `refused`. A success refunds the address's try.
 */
export async function signInFromAddress<T>(
  db: Queryable,
  config: Pick<Config, "signInLimit">,
  ip: string,
  attempt: () => Promise<T | null>,
  refused: () => HttpError,
): Promise<T> {
  const { perAddress } = config.signInLimit;
  await countAttempts(db, [{ key: addressKey(ip), policy: perAddress }]);
  const opened = await attempt();
  if (opened === null) throw refused();
  await refundAttempt(db, addressKey(ip), perAddress);
  return opened;
}
