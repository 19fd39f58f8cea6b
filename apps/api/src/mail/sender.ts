import type { Queryable } from "../db/db.js";
import { composeMail, UncomposableMail } from "./compose.js";
import { claimDueMail, markMailFailed, markMailSent } from "./outbox.js";
import type { MailTransport } from "./transport.js";

export interface SenderLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

export interface SenderOptions {
  /** The campus's address, which every link of a mail starts with. */
  campusUrl: string;
  log: SenderLog;
  /** Attempts after which a mail is given up (`failed_at`). */
  maxAttempts?: number;
  /** The wait before attempt `attempts + 1`, in seconds. */
  retrySeconds?: (attempts: number) => number;
  /** How long a claimed mail is this process's to send before another may take it. */
  leaseSeconds?: number;
  /** Most mails one run sends, so that a long queue does not keep a run from ending on close. */
  batch?: number;
}

export const MAX_ATTEMPTS = 8;
/** 30 s, 1, 2, 4... minutes, at most an hour: eight attempts span about two hours of a mail server's outage. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * A recipient the mail server refuses for good (5xx to RCPT TO: no such mailbox) is given up at once. Other 5xx
 * answers (credentials refused, the sender refused) are the campus's configuration, which an operator mends: those
 * mails wait and are retried like any other failure.
 */
const isPermanent = (error: unknown) => {
  if (error instanceof UncomposableMail) return true;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && command === "RCPT TO";
};

/**
 * Sends every mail due now, one claimed at a time, and resolves with how many went out and how many failed. Safe in
 * any number of processes at once on one database: each mail is claimed by one of them (see `claimDueMail`).
 */
export async function sendDueMail(
  db: Queryable,
  transport: MailTransport,
  options: SenderOptions,
): Promise<{ sent: number; failed: number }> {
  const { maxAttempts = MAX_ATTEMPTS, retrySeconds = backoffSeconds, leaseSeconds = 300, batch = 100 } = options;
  let sent = 0;
  let failed = 0;
  const attempted: string[] = [];
  for (let n = 0; n < batch; n++) {
    const mail = await claimDueMail(db, leaseSeconds, attempted);
    if (!mail) break;
    attempted.push(mail.id);
    try {
      await transport.send(composeMail(mail, options.campusUrl), mail.id);
    } catch (error) {
      failed++;
      const giveUp = isPermanent(error) || mail.attempts >= maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail.id, message, { retrySeconds: retrySeconds(mail.attempts), giveUp });
      (giveUp ? options.log.error : options.log.warn).call(
        options.log,
        { mailId: mail.id, template: mail.template, attempts: mail.attempts, err: message },
        giveUp ? "mail given up" : "mail not sent; will retry",
      );
      continue;
    }
    // Outside the try: a mail the server took is never marked failed and sent again 30 s later. Should this fail
    // (the database gone), the run ends and the mail goes again once its claim lapses.
    await markMailSent(db, mail.id);
    sent++;
    options.log.info({ mailId: mail.id, template: mail.template, attempts: mail.attempts }, "mail sent");
  }
  return { sent, failed };
}

/**
 * Runs `sendDueMail` every `everyMs` until `stop` is called; `stop` resolves once a run under way has ended. The
 * timer does not keep the process alive, a run is never started beside another, a failed run (the database gone)
 * is logged and retried next time, and `paused` (the process draining) skips runs.
 */
export function startMailSender(
  db: Queryable,
  transport: MailTransport,
  options: SenderOptions & { everyMs: number; paused?: () => boolean },
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || options.paused?.()) return;
    running = sendDueMail(db, transport, options)
      .catch((error) => options.log.error({ err: error }, "sending mail failed"))
      .finally(() => {
        running = undefined;
      });
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
