import type { Queryable } from "./db/db.js";
import { hashPassword, type PasswordCost, unmatchableHash, verifyPassword } from "./passwords.js";

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
  const [account] = await db.query<{ id: string; password_hash: string }>(
    "select id, password_hash from users where lower(email) = lower($1)",
    [email],
  );
  const verdict = await verifyPassword(password, account?.password_hash ?? unmatchableHash(cost), cost);
  if (!account || !verdict.ok) return null;
  if (verdict.rehash) {
    // Only if the hash is still the one checked: a password changed meanwhile is not overwritten.
    await db.query("update users set password_hash = $2 where id = $1 and password_hash = $3", [
      account.id,
      await hashPassword(password, cost),
      account.password_hash,
    ]);
  }
  return account.id;
}
