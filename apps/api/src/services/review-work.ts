import type { Lang, ReviewPosition, ReviewWork, ReviewWorkQuery } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { overdueBefore } from "./business-days.js";
import { type SubmissionRow, submissionView } from "./final-work.js";
import { filterConditions, ITEM_TABLES, type ItemRow, itemColumns, queueItem, textIn } from "./review-queue.js";
import { reviewerOf } from "./review-refusals.js";

interface WorkRow extends ItemRow, Omit<SubmissionRow, "sent_at"> {
  task_description: string;
  reviewed_at: Date | string | null;
  reviewed_by: string | null;
  reviewer_first_name: string | null;
  reviewer_last_name: string | null;
  matches: boolean;
  total: number;
  before: number;
  previous_id: string | null;
  next_id: string | null;
}

/**
 * A final work as a reviewer reads it: the queue's item, the task as it was sent (in the caller's language, else the
 * other), the answer, the verdict and the earlier versions; and its place in the queue of `filters` (the status
 * pending unless given), with the works before and after it. A work that no longer matches them (decided meanwhile)
 * is at index 0, its neighbours still those around where it stood, so that the reviewer can go on to the next.
 * Two statements: the work with its place, and its files and history.
 */
export async function reviewWork(
  db: Queryable,
  id: string,
  filters: ReviewWorkQuery,
  callerId: string,
  lang: Lang,
): Promise<ReviewWork> {
  const params: unknown[] = [id, lang, filters.status ?? "pending"];
  const queue = ["s.status = $3", ...filterConditions(filters, params)].join(" and ");
  const [row] = await db.query<WorkRow>(
    `select w.*,
       exists (select 1 from exam_submits s where s.id = w.id and ${queue}) as matches,
       (select count(*)::int from exam_submits s where ${queue}) as total,
       (select count(*)::int from exam_submits s where ${queue} and (s.sent_at, s.id) < (w.sent_at, w.id)) as before,
       (select s.id from exam_submits s where ${queue} and (s.sent_at, s.id) < (w.sent_at, w.id)
        order by s.sent_at desc, s.id desc limit 1) as previous_id,
       (select s.id from exam_submits s where ${queue} and (s.sent_at, s.id) > (w.sent_at, w.id)
        order by s.sent_at, s.id limit 1) as next_id
     from (
       select ${itemColumns("$2::text")}, s.exam_task_id, s.text, s.links, s.feedback, s.version,
         s.created_at, s.updated_at, s.reviewed_at, s.reviewed_by,
         ${textIn("coalesce(s.task_i18n, t.i18n)", "$2::text", "description")} as task_description,
         ru.first_name as reviewer_first_name, ru.last_name as reviewer_last_name
       from ${ITEM_TABLES} left join users ru on ru.id = s.reviewed_by
       where s.id = $1
     ) w`,
    params,
  );
  if (!row) throw notFound("Final work");
  const { files, history } = await submissionView(db, row);
  const position: ReviewPosition = {
    index: row.matches ? row.before + 1 : 0,
    total: row.total,
    previousId: row.previous_id,
    nextId: row.next_id,
  };
  return {
    ...queueItem(row, callerId, overdueBefore(new Date())),
    version: String(row.version),
    taskDescription: row.task_description,
    text: row.text,
    links: row.links,
    files,
    feedback: row.feedback,
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    reviewedBy: reviewerOf(row.reviewed_by, row.reviewer_first_name, row.reviewer_last_name),
    history: history ?? [],
    position,
  };
}
