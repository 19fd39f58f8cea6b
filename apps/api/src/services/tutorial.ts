import type { Queryable } from "../db/db.js";

/**
 * Remembers with the account that the learner has seen the home tutorial, so that no other device shows it
 * again. The first time stays: seeing it again (two tabs at once) changes nothing.
 */
export async function markTutorialSeen(db: Queryable, userId: string): Promise<void> {
  await db.query("update users set tutorial_seen_at = coalesce(tutorial_seen_at, now()) where id = $1", [userId]);
}
