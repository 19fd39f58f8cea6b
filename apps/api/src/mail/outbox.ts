import type { Lang } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Queryable } from "../db/db.js";

/** The mails the campus sends, each with what its text needs. Links are campus paths; the sender makes them whole. */
export interface MailTemplates {
  /** Staff invited a learner: the link chooses their password (7 days). */
  invitation: { firstName: string; organizationName: string; path: string; expiresAt: string };
  /** Forgot password: the link chooses a new one (1 hour). */
  "password-reset": { firstName: string; path: string; expiresAt: string };
  /**
   * A final work was approved or returned for correction: the course and task it answered, the reviewer's feedback
   * (quoted; required to return it) and the link to the learner's final work page.
   */
  "final-work-reviewed": {
    firstName: string;
    verdict: "approved" | "rejected";
    courseTitle: string;
    taskTitle: string;
    feedback: string | null;
    path: string;
  };
}
export type MailTemplate = keyof MailTemplates;

export type QueuedMail = {
  [T in MailTemplate]: { template: T; to: string; language: Lang; userId: string | null; data: MailTemplates[T] };
}[MailTemplate];

/**
 * Puts a mail in the outbox, in the caller's transaction: it goes out only if what caused it is kept, and the
 * request never waits for the mail server (a process of the campus sends it shortly after).
 */
export async function queueMail(db: Queryable, mail: QueuedMail): Promise<string> {
  const id = newId();
  await db.query(
    "insert into mail_outbox (id, user_id, recipient, language, template, data) values ($1, $2, $3, $4, $5, $6)",
    [id, mail.userId, mail.to, mail.language, mail.template, JSON.stringify(mail.data)],
  );
  return id;
}

/** An outbox row claimed for sending. */
export interface ClaimedMail {
  id: string;
  recipient: string;
  language: Lang;
  template: string;
  data: unknown;
  attempts: number;
}

/**
 * Takes the oldest due mail for this process, or null when none is due. The claim is one statement: the row is
 * locked (rows another process holds are skipped), its attempt counted and its due time moved `leaseSeconds` on,
 * so no other process takes it while this one sends, and a process that dies mid-send leaves it to be retried.
 * No transaction stays open while the mail server answers: on PGlite that would hold every other query. The mails in
 * `skip` are left alone: a run does not take again a mail it failed to send and set to be retried at once.
 */
export async function claimDueMail(
  db: Queryable,
  leaseSeconds: number,
  skip: readonly string[] = [],
): Promise<ClaimedMail | null> {
  const [row] = await db.query<ClaimedMail>(
    `update mail_outbox set attempts = attempts + 1, due_at = now() + make_interval(secs => $1)
     where id in (
       select id from mail_outbox where sent_at is null and failed_at is null and due_at <= now()
         and not (id = any($2::text[]))
       order by due_at limit 1 for update skip locked
     )
     returning id, recipient, language, template, data, attempts`,
    [leaseSeconds, skip],
  );
  return row ?? null;
}

export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query("update mail_outbox set sent_at = now(), last_error = null where id = $1", [id]);
}

/** A failed attempt: tried again after `retrySeconds`, or never again when `giveUp`. */
export async function markMailFailed(
  db: Queryable,
  id: string,
  error: string,
  next: { retrySeconds: number; giveUp: boolean },
): Promise<void> {
  await db.query(
    `update mail_outbox set last_error = $2, due_at = now() + make_interval(secs => $3),
       failed_at = case when $4::boolean then now() end
     where id = $1 and sent_at is null`,
    [id, error.slice(0, 2000), next.retrySeconds, next.giveUp],
  );
}

/**
 * Mail sent or given up over 30 days ago: who was written to and about what is kept only as long as someone may ask
 * whether a mail went out (its links have long expired by then).
 */
export async function deleteOldMail(db: Queryable): Promise<void> {
  await db.query("delete from mail_outbox where coalesce(sent_at, failed_at) < now() - interval '30 days'");
}
