import type { Queryable } from "./db.js";

/**
 * One kind of row that expires, and the deletion that removes it once it can no longer be used. The modules that
 * own each table know its lifetime and give its deletion; the server lists them all (src/expired-rows.ts).
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
