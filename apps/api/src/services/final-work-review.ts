import type { ExamSubmit, StaffSubmission } from "@campus/contract";
import type { Db, Queryable } from "../db/db.js";
import { type SubmissionRow, submissionViews } from "./final-work.js";
import { type Decider, decideWork, type Verdict } from "./review-decision.js";

export type { Verdict } from "./review-decision.js";

/** Submissions with a status (or the one with `id`), oldest sent first, with the learner and the task. */
export async function staffList(db: Queryable, status: string, id?: string): Promise<StaffSubmission[]> {
  const rows = await db.query<
    SubmissionRow & {
      email: string;
      first_name: string;
      last_name: string;
      task_i18n: Record<string, { title: string }>;
    }
  >(
    `select s.*, u.email, u.first_name, u.last_name, coalesce(s.task_i18n, t.i18n) as task_i18n from exam_submits s
     join users u on u.id = s.user_id join exam_tasks t on t.id = s.exam_task_id
     where ($1::text is null or s.status = $1) and ($2::text is null or s.id = $2) order by s.sent_at, s.id`,
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
 * Approves or rejects a pending submission for the older staff calls (`staffApprove`, `staffReject`) and the command
 * line: the review console's verdict (`decideWork`) without a version, so whatever the work's version is decided.
 * A staff member still meets another reviewer's claim; the command line's operator does not.
 */
export async function review(
  db: Db,
  submitId: string,
  decider: Decider,
  verdict: Verdict,
  feedback: string | null,
): Promise<StaffSubmission> {
  const row = await decideWork(db, submitId, decider, { verdict, feedback });
  const [view] = await staffList(db, verdict, row.id);
  return view as StaffSubmission;
}
