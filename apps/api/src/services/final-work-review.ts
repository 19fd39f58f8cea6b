import { type ExamSubmit, pagePath, type StaffSubmission } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { conflict, notFound } from "../errors.js";
import { type SubmissionRow, submissionViews } from "./final-work.js";

export type Verdict = "approved" | "rejected";

/** Submissions with a status (or the one with `id`), oldest change first, with the learner and the task. */
export async function staffList(db: Queryable, status: string, id?: string): Promise<StaffSubmission[]> {
  const rows = await db.query<
    SubmissionRow & {
      email: string;
      first_name: string;
      last_name: string;
      task_i18n: Record<string, { title: string }>;
    }
  >(
    `select s.*, u.email, u.first_name, u.last_name, t.i18n as task_i18n from exam_submits s
     join users u on u.id = s.user_id join exam_tasks t on t.id = s.exam_task_id
     where ($1::text is null or s.status = $1) and ($2::text is null or s.id = $2) order by s.updated_at`,
    [id ? null : status, id ?? null],
  );
  const views = await submissionViews(db, rows);
  return rows.map((r, i) => ({
    ...(views[i] as ExamSubmit),
    learner: { _id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
    courseId: r.course_id,
    taskTitle: r.task_i18n.en?.title ?? r.task_i18n.pl?.title ?? "",
  }));
}

/**
 * Approves or rejects a pending submission. The verdict, the learner's notification and (once every task is
 * approved) the finished course are one transaction: the learner is never told of a verdict that was not kept,
 * nor left without the notice of one that was. The staff API and the CLI share it.
 */
export function review(
  db: Db,
  submitId: string,
  staffId: string | null,
  verdict: Verdict,
  feedback: string | null,
): Promise<StaffSubmission> {
  return db.transaction(async (tx) => {
    const row = await recordVerdict(tx, submitId, staffId, verdict, feedback);
    await notifyLearner(tx, row, verdict, feedback);
    if (verdict === "approved") await finishWhenAllApproved(tx, row.user_id, row.course_id);
    const [view] = await staffList(tx, verdict, row.id);
    return view as StaffSubmission;
  });
}

async function recordVerdict(
  tx: Queryable,
  submitId: string,
  staffId: string | null,
  verdict: Verdict,
  feedback: string | null,
): Promise<SubmissionRow> {
  const [row] = await tx.query<SubmissionRow>(
    `update exam_submits set status = $2, feedback = $3, reviewed_by = $4, updated_at = now()
     where id = $1 and status = 'pending' returning *`,
    [submitId, verdict, feedback, staffId],
  );
  if (row) return row;
  const [exists] = await tx.query<{ status: string }>("select status from exam_submits where id = $1", [submitId]);
  if (!exists) throw notFound("Submission");
  throw conflict(`Only a pending submission can be reviewed; this one is ${exists.status}.`);
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
