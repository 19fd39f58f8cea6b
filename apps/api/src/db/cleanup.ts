import { deleteExpiredSessions } from "../sessions.js";
import { deleteExpiredSignInCounters } from "../sign-in-throttle.js";
import type { Queryable } from "./db.js";

const statement = (sql: string) => async (db: Queryable) => {
  await db.query(sql);
};

/**
 * What expires, and the deletion that removes it once it can no longer be used: sign-in secrets are kept only
 * as long as they work (a leaked backup holds fewer), and the tables do not grow with every sign-in. Sessions
 * and sign-in counters are deleted by their own modules, which know their lifetimes. A new expiring kind adds
 * one line here.
 */
export const expiredRows: { what: string; delete: (db: Queryable) => Promise<void> }[] = [
  { what: "sign-in codes", delete: statement("delete from auth_codes where expires_at < now()") },
  { what: "hand-off tokens", delete: statement("delete from handoff_tokens where expires_at < now()") },
  { what: "sessions and their tokens", delete: deleteExpiredSessions },
  { what: "sign-in counters", delete: deleteExpiredSignInCounters },
  {
    what: "prompts deleted over a day ago (the Promptbook's undo)",
    delete: statement("delete from promptbook_items where deleted_at < now() - interval '1 day'"),
  },
];

/** Deletes every expired row once. */
export async function deleteExpired(db: Queryable): Promise<void> {
  for (const kind of expiredRows) await kind.delete(db);
}

const HOUR = 60 * 60 * 1000;

/**
 * Runs `deleteExpired` every `everyMs` until the function returned is called. The timer does not keep the
 * process alive, a run still going is not started again, and a failed run is logged and retried next time.
 */
export function scheduleCleanup(
  db: Queryable,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  everyMs = HOUR,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      await deleteExpired(db);
      log.info({ kinds: expiredRows.map((k) => k.what), ms: Date.now() - started }, "expired rows deleted");
    } catch (error) {
      log.error({ err: error }, "deleting expired rows failed");
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
