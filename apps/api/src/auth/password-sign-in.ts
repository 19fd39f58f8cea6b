import type { Queryable } from "../db/db.js";
import { hashPassword, type PasswordCost, unmatchableHash, verifyPassword } from "./passwords.js";
import { accountByEmail, replacePasswordHash } from "./users.js";

/**
 * The account an email and password sign in to, or null. An unknown email costs as much as a wrong password
 * (an unmatchable hash at today's cost is checked), so the answer's timing does not say which accounts exist.
 * A right password whose hash was made at another cost is hashed again at today's: old hashes reach the
 * current cost at their owner's next sign-in.
 */
export async function accountOfPassword(
  db: Queryable,
  cost: PasswordCost,
  email: string,
  password: string,
): Promise<string | null> {
  const found = await accountByEmail(db, email);
  // An account with no password yet (invited) or deactivated is checked like an unknown one: same cost, no.
  const account =
    found?.passwordHash && !found.deactivated ? { ...found, passwordHash: found.passwordHash } : undefined;
  const verdict = await verifyPassword(password, account?.passwordHash ?? unmatchableHash(cost), cost);
  if (!account || !verdict.ok) return null;
  if (verdict.rehash) {
    await replacePasswordHash(db, account.id, account.passwordHash, await hashPassword(password, cost));
  }
  return account.id;
}
