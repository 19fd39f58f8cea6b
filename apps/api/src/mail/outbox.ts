import type { Lang } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Queryable } from "../db/db.js";

/** The mails the campus sends, each with what its text needs. Links are campus paths; the sender makes them whole. */
export interface MailTemplates {
  /** Staff invited a learner: the link chooses their password (7 days). */
  invitation: { firstName: string; organizationName: string; path: string; expiresAt: string };
  /** Forgot password: the link chooses a new one (1 hour). */
  "password-reset": { firstName: string; path: string; expiresAt: string };
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
