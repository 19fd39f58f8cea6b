import type { AuditAnswer, AuditEntry } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Queryable } from "../db/db.js";

/** Who did something: a staff account (from a call), or an operator at the command line. */
export type Actor = { userId: string; email: string } | { operator: string };

/** The staff account making a call, as the audit log names it. */
export const staffActor = (user: { id: string; email: string }): Actor => ({ userId: user.id, email: user.email });

/** What staff can do to accounts, organizations and learners' final works, as the audit log names it. */
export type AuditAction =
  | "organization.create"
  | "organization.change"
  | "learner.invite"
  | "learner.invitation-resend"
  | "learner.import"
  | "learner.change"
  | "learner.deactivate"
  | "learner.reactivate"
  | "learner.export"
  | "learner.erase"
  | "final-work.approve"
  | "final-work.reject"
  | "final-work.take-over";

/** Records one staff action, in the caller's transaction: it is logged only if it happened. */
export async function recordAudit(
  db: Queryable,
  actor: Actor,
  action: AuditAction,
  subject: { userId?: string; organizationId?: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  const [actorId, actorEmail] = "userId" in actor ? [actor.userId, actor.email] : [null, `cli:${actor.operator}`];
  await db.query(
    `insert into audit_log (id, actor_id, actor_email, action, subject_user_id, subject_organization_id, details)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      newId(),
      actorId,
      actorEmail,
      action,
      subject.userId ?? null,
      subject.organizationId ?? null,
      JSON.stringify(details),
    ],
  );
}

const PAGE_SIZE = 50;

/** The audit log, newest first, a page at a time; about one account when `subjectUserId` is given. */
export async function auditPage(
  db: Queryable,
  query: { subjectUserId?: string | undefined; page?: number | undefined },
): Promise<AuditAnswer> {
  const page = query.page ?? 1;
  const subject = query.subjectUserId ?? null;
  const rows = await db.query<AuditEntry & { total: number }>(
    `select id as "_id", to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
       case when actor_email is null then null else json_build_object('_id', actor_id, 'email', actor_email) end as actor,
       action, subject_user_id as "subjectUserId", subject_organization_id as "subjectOrganizationId", details,
       (count(*) over ())::int as total
     from audit_log where $1::text is null or subject_user_id = $1
     order by at desc, id desc limit $2 offset $3`,
    [subject, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countAudit(db, subject) : 0);
  return { entries: rows.map(({ total: _, ...entry }) => entry), total, page, pageSize: PAGE_SIZE };
}

async function countAudit(db: Queryable, subject: string | null): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from audit_log where $1::text is null or subject_user_id = $1",
    [subject],
  );
  return row?.n ?? 0;
}
