import fp from "fastify-plugin";
import { deleteExpiredHandoffs } from "../auth/handoff.js";
import { deleteExpiredPasswordLinks } from "../auth/password-links.js";
import { deleteExpiredSessions } from "../auth/sessions.js";
import { deleteExpiredCodes } from "../auth/sign-in-codes.js";
import { deleteExpiredSignInCounters } from "../auth/sign-in-throttle.js";
import type { Db, Queryable } from "../db/db.js";
import { deleteOldMail } from "../mail/outbox.js";

/**
 * One kind of row that expires, and the deletion that removes it once it can no longer be used. The modules that
 * own each table know its lifetime and give its deletion; the server lists them all (expiredRows below).
 */
export interface ExpiringRows {
  what: string;
  delete: (db: Queryable) => Promise<void>;
}

/** Deletes every expired row of the kinds given, once. */
export async function deleteExpired(db: Queryable, kinds: readonly ExpiringRows[]): Promise<void> {
  for (const kind of kinds) await kind.delete(db);
}

const HOUR = 60 * 60 * 1000;

/**
 * Runs `deleteExpired` every `everyMs` until the function returned is called. The timer does not keep the
 * process alive, a run still going is not started again, and a failed run is logged and retried next time.
 */
export function scheduleCleanup(
  db: Queryable,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  kinds: readonly ExpiringRows[],
  everyMs = HOUR,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      await deleteExpired(db, kinds);
      log.info({ kinds: kinds.map((k) => k.what), ms: Date.now() - started }, "expired rows deleted");
    } catch (error) {
      log.error({ err: error }, "deleting expired rows failed");
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * What expires on the campus, deleted on a schedule once it can no longer be used: sign-in secrets are kept only
 * as long as they work (a leaked backup holds fewer), and the tables do not grow with every sign-in. Each deletion
 * comes from the module that owns the rows and knows their lifetime. A new expiring kind adds one line here.
 */
export const expiredRows: readonly ExpiringRows[] = [
  { what: "sign-in codes", delete: deleteExpiredCodes },
  { what: "hand-off tokens", delete: deleteExpiredHandoffs },
  { what: "sessions and their tokens", delete: deleteExpiredSessions },
  { what: "sign-in counters", delete: deleteExpiredSignInCounters },
  { what: "password links (invitations and resets)", delete: deleteExpiredPasswordLinks },
  { what: "mail sent or given up over 30 days ago", delete: deleteOldMail },
  {
    what: "prompts deleted over a day ago (the Promptbook's undo)",
    delete: async (db: Queryable) => {
      await db.query("delete from promptbook_items where deleted_at < now() - interval '1 day'");
    },
  },
];

/** Expired sign-in codes, tokens, sessions and the like are deleted every hour, on a schedule that stops with the server. */
export default fp<{ db: Db }>(
  async function cleanup(app, { db }) {
    const stop = scheduleCleanup(db, app.log, expiredRows);
    app.addHook("onClose", async () => stop());
  },
  { name: "cleanup" },
);
