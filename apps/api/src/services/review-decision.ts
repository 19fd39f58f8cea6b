import { type Lang, pagePath, type Reviewer, type SubmitStatus } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { badRequest, conflict, type HttpError, notFound } from "../errors.js";
import { nameIn } from "../i18n.js";
import { queueMail } from "../mail/outbox.js";
import { type Actor, recordAudit } from "./audit.js";
import type { SubmissionRow } from "./final-work.js";
import { reviewerOf, workClaimed, workDecided, workResent } from "./review-refusals.js";

export type Verdict = "approved" | "rejected";

/** Who decides: the audit log's actor, and the staff account the verdict and claims name (none at the command line). */
export interface Decider {
  actor: Actor;
  reviewerId: string | null;
}

export interface Decision {
  verdict: Verdict;
  feedback?: string | null | undefined;
  /** The work's version the verdict was made on; the older calls and the command line name none. */
  version?: string | null | undefined;
}

/**
 * Approves a pending work or returns it for correction. The checks and the write are one conditional update: the
 * work must be pending, of the version named (when one is), and not held by another reviewer's claim that has not
 * run out (the command line's operator is held by none). Two verdicts at once: the second waits for the first's row
 * lock, finds the work no longer pending and is refused, so exactly one is kept. A refusal then says why from the
 * row as it now is: decided (by whom), resent, or claimed.
 *
 * With the verdict, in the same transaction: the learner's notification and email (in their language, with the
 * feedback and a link to their final work), the course finished once every task is approved, and the audit
 * record. The learner is never told of a verdict that was not kept, nor left without word of one that was.
 */
export function decideWork(db: Db, submitId: string, decider: Decider, decision: Decision): Promise<SubmissionRow> {
  const feedback = decision.feedback?.trim() || null;
  if (decision.verdict === "rejected" && !feedback)
    throw badRequest("Returning a work for correction needs feedback: say what to change.");
  return db.transaction(async (tx) => {
    const version = decision.version ?? null;
    const [row] = await tx.query<SubmissionRow>(
      `update exam_submits set status = $2, feedback = $3, reviewed_by = $4, reviewed_at = now(), updated_at = now(),
         version = version + 1, claimed_by = null, claimed_until = null
       where id = $1 and status = 'pending' and ($5::text is null or version::text = $5)
         and ($4::text is null or claimed_by is null or claimed_by = $4 or claimed_until <= now())
       returning *`,
      [submitId, decision.verdict, feedback, decider.reviewerId, version],
    );
    if (!row) throw await refusal(tx, submitId, decider.reviewerId, version);
    await notifyLearner(tx, row, decision.verdict, feedback);
    if (decision.verdict === "approved") await finishWhenAllApproved(tx, row.user_id, row.course_id);
    await mailLearner(tx, row, decision.verdict, feedback);
    await recordAudit(
      tx,
      decider.actor,
      decision.verdict === "approved" ? "final-work.approve" : "final-work.reject",
      { userId: row.user_id },
      { submitId: row.id, courseId: row.course_id, taskId: row.exam_task_id, version: String((row.version ?? 1) - 1) },
    );
    return row;
  });
}

/** Why a verdict was not kept, from the work as it is now. */
async function refusal(
  tx: Queryable,
  submitId: string,
  reviewerId: string | null,
  version: string | null,
): Promise<HttpError> {
  const [row] = await tx.query<{
    status: SubmitStatus;
    version: number;
    reviewed_by: string | null;
    reviewer_first_name: string | null;
    reviewer_last_name: string | null;
    held_by: string | null;
    held_until: Date | null;
    holder_first_name: string | null;
    holder_last_name: string | null;
  }>(
    `select s.status, s.version, s.reviewed_by, ru.first_name as reviewer_first_name, ru.last_name as reviewer_last_name,
       cu.id as held_by, s.claimed_until as held_until, cu.first_name as holder_first_name, cu.last_name as holder_last_name
     from exam_submits s left join users ru on ru.id = s.reviewed_by
       left join users cu on cu.id = s.claimed_by and s.claimed_until > now()
     where s.id = $1`,
    [submitId],
  );
  if (!row) return notFound("Final work");
  if (row.status !== "pending")
    return workDecided(row.status, reviewerOf(row.reviewed_by, row.reviewer_first_name, row.reviewer_last_name));
  if (version !== null && String(row.version) !== version) return workResent();
  const holder: Reviewer | null = reviewerOf(row.held_by, row.holder_first_name, row.holder_last_name);
  if (holder && holder._id !== reviewerId) return workClaimed(holder, new Date(row.held_until as Date));
  // The work changed between the update and this look at it (another reviewer's claim let go): deciding again tells.
  return conflict("This work changed meanwhile: load it again.");
}

const notices = {
  approved: () => ({
    pl: { title: "Praca zaakceptowana", body: "Twoja praca końcowa została zaakceptowana." },
    en: { title: "Work approved", body: "Your final work was approved." },
  }),
  rejected: (feedback: string | null) => ({
    pl: { title: "Praca do poprawy", body: feedback ?? "" },
    en: { title: "Work needs changes", body: feedback ?? "" },
  }),
};

async function notifyLearner(tx: Queryable, row: SubmissionRow, verdict: Verdict, feedback: string | null) {
  await tx.query("insert into notifications (id, user_id, i18n, link) values ($1, $2, $3, $4)", [
    newId(),
    row.user_id,
    JSON.stringify(notices[verdict](feedback)),
    pagePath("finalWork", { id: row.course_id }),
  ]);
}

/** The learner's email: in their language (Polish until they chose one), the course and task named in it too. */
async function mailLearner(tx: Queryable, row: SubmissionRow, verdict: Verdict, feedback: string | null) {
  const [learner] = await tx.query<{
    email: string;
    first_name: string;
    language: Lang;
    course_i18n: unknown;
    task_i18n: unknown;
  }>(
    `select u.email, u.first_name, coalesce(u.language, 'pl') as language, c.i18n as course_i18n,
       coalesce(s.task_i18n, t.i18n) as task_i18n
     from exam_submits s join users u on u.id = s.user_id join courses c on c.id = s.course_id
       join exam_tasks t on t.id = s.exam_task_id
     where s.id = $1`,
    [row.id],
  );
  if (!learner) return;
  await queueMail(tx, {
    template: "final-work-reviewed",
    to: learner.email,
    language: learner.language,
    userId: row.user_id,
    data: {
      firstName: learner.first_name,
      verdict,
      courseTitle: nameIn<{ title: string }>(learner.course_i18n, learner.language)?.title ?? "",
      taskTitle: nameIn<{ title: string }>(learner.task_i18n, learner.language)?.title ?? "",
      feedback,
      path: pagePath("finalWork", { id: row.course_id }),
    },
  });
}

/** Every task of the course approved: the final-work course is finished (its progress row made if need be). */
async function finishWhenAllApproved(tx: Queryable, userId: string, courseId: string) {
  await tx.query(
    `insert into progress (id, user_id, course_id, finished_at)
     select $3, $1, $2, now() where not exists (
       select 1 from exam_tasks t where t.course_id = $2 and not exists (
         select 1 from exam_submits s where s.exam_task_id = t.id and s.user_id = $1 and s.status = 'approved'))
     on conflict (user_id, course_id) do update set finished_at = coalesce(progress.finished_at, now()), updated_at = now()`,
    [userId, courseId, newId()],
  );
}
