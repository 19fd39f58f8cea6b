import type { Queryable } from "../db/db.js";

/**
 * The demo accounts' tutorial and demo flags: every account has seen the home tutorial except `guide@`, whose
 * first visit of home shows it (and whose home no other journey looks at); `demo@` is a demo (beta) account,
 * to which some features answer with the demo-only modal.
 */
export async function markDemoAccounts(tx: Queryable): Promise<void> {
  await tx.query("update users set tutorial_seen_at = now() where id <> 'u-guide'");
  await tx.query("update users set is_demo = true where id = 'u-demo'");
}
