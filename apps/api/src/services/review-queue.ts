import {
  type Lang,
  REVIEW_QUEUE_PAGE_SIZE,
  type ReviewFilterOptions,
  type ReviewQueueAnswer,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type ReviewStatusCounts,
  type ReviewWorkQuery,
  type SubmitStatus,
} from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { overdueBefore, reviewDueAt } from "./business-days.js";
import { reviewerOf } from "./review-refusals.js";

/**
 * The staff's review queue: final works of a status, oldest sent first, a page at a time, with the counts of each
 * status and what the filters can choose from. Every filter is a condition on `exam_submits` (aliased `s`), so the
 * queue's index (status, sent_at, id) serves the page, and the learner's name is looked up only when searched.
 */

/** A title (or description) in `lang`, else in the other language: `field` of the i18n column `i18n`. */
export const textIn = (i18n: string, lang: string, field = "title") =>
  `coalesce(${i18n}->${lang}->>'${field}', ${i18n}->'pl'->>'${field}', ${i18n}->'en'->>'${field}', '')`;

/** Text to find inside another with LIKE: its wildcards (and the escape character) stand for themselves. */
const likeText = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The queue's filters but the status, as conditions on `s`, their values appended to `params`. The search finds the
 * words in "email first last" in any letter case (Polish letters too: lower() follows the database's UTF-8 locale),
 * as the expression of the trigram index `users_search` (migration 21) reads, so that the index answers it.
 */
export function filterConditions(filters: ReviewWorkQuery, params: unknown[]): string[] {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filters.programId)
    where.push(`s.course_id in (select c.id from courses c where c.program_id = ${param(filters.programId)})`);
  if (filters.courseId) where.push(`s.course_id = ${param(filters.courseId)}`);
  if (filters.taskId) where.push(`s.exam_task_id = ${param(filters.taskId)}`);
  const words = filters.query?.trim();
  if (words)
    where.push(
      `s.user_id in (select u.id from users u
        where lower(u.email || ' ' || u.first_name || ' ' || u.last_name) like '%' || lower(${param(likeText(words))}) || '%')`,
    );
  return where;
}

/** What a work shows in the queue (and heads its page), given the caller's language as `$lang`. */
export const itemColumns = (lang: string) => `s.id, s.status, s.sent_at, s.user_id, u.first_name, u.last_name, u.email,
  p.id as program_id, ${textIn("p.i18n", lang)} as program_title, c.id as course_id,
  ${textIn("c.i18n", lang)} as course_title, s.exam_task_id as task_id,
  ${textIn("coalesce(s.task_i18n, t.i18n)", lang)} as task_title,
  cu.id as claimed_by, s.claimed_until, cu.first_name as claimed_first_name, cu.last_name as claimed_last_name`;

/** The tables `itemColumns` reads; a claim whose time is over is no claim. */
export const ITEM_TABLES = `exam_submits s join users u on u.id = s.user_id
  join courses c on c.id = s.course_id join programs p on p.id = c.program_id
  join exam_tasks t on t.id = s.exam_task_id
  left join users cu on cu.id = s.claimed_by and s.claimed_until > now()`;

export interface ItemRow {
  id: string;
  status: SubmitStatus;
  sent_at: Date | string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  program_id: string;
  program_title: string;
  course_id: string;
  course_title: string;
  task_id: string;
  task_title: string;
  claimed_by: string | null;
  claimed_until: Date | string | null;
  claimed_first_name: string | null;
  claimed_last_name: string | null;
}

/** A row of `itemColumns` as the contract shows it to `callerId`; `overdueFrom` is `overdueBefore(now)`. */
export function queueItem(row: ItemRow, callerId: string, overdueFrom: Date): ReviewQueueItem {
  const sentAt = new Date(row.sent_at);
  const reviewer = reviewerOf(row.claimed_by, row.claimed_first_name, row.claimed_last_name);
  return {
    _id: row.id,
    status: row.status,
    learner: { _id: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    program: { _id: row.program_id, title: row.program_title },
    course: { _id: row.course_id, title: row.course_title },
    task: { _id: row.task_id, title: row.task_title },
    sentAt: sentAt.toISOString(),
    dueAt: reviewDueAt(sentAt).toISOString(),
    // By the same threshold the counts use, so that the flags and the overdue count always agree.
    overdue: row.status === "pending" && sentAt < overdueFrom,
    claim:
      reviewer && row.claimed_until
        ? { reviewer, until: new Date(row.claimed_until).toISOString(), mine: reviewer._id === callerId }
        : null,
  };
}

/**
 * One page of the queue. Two statements, run side by side: the page's works; and the counts of each status under
 * every other filter (one pass over the matching works) with the filters' choices.
 */
export async function reviewQueue(
  db: Queryable,
  query: ReviewQueueQuery,
  callerId: string,
  lang: Lang,
): Promise<ReviewQueueAnswer> {
  const status = query.status ?? "pending";
  const page = query.page ?? 1;
  const overdueFrom = overdueBefore(new Date());

  const itemParams: unknown[] = [lang, status];
  const itemWhere = ["s.status = $2", ...filterConditions(query, itemParams)];
  itemParams.push(REVIEW_QUEUE_PAGE_SIZE, (page - 1) * REVIEW_QUEUE_PAGE_SIZE);
  // The page's ids first, from the queue's indexes alone; only those 25 are joined with their learner and course.
  const itemsSql = `select ${itemColumns("$1::text")} from ${ITEM_TABLES}
    where s.id in (select s.id from exam_submits s where ${itemWhere.join(" and ")}
      order by s.sent_at, s.id limit $${itemParams.length - 1} offset $${itemParams.length})
    order by s.sent_at, s.id`;

  const countParams: unknown[] = [lang, overdueFrom];
  const countWhere = filterConditions(query, countParams);
  const countsSql = `select
      (select json_build_object('pending', count(*) filter (where s.status = 'pending'),
         'approved', count(*) filter (where s.status = 'approved'),
         'rejected', count(*) filter (where s.status = 'rejected'),
         'overdue', count(*) filter (where s.status = 'pending' and s.sent_at < $2))
       from exam_submits s ${countWhere.length > 0 ? `where ${countWhere.join(" and ")}` : ""}) as counts,
      ${FILTER_OPTIONS}`;

  const [rows, [summary]] = await Promise.all([
    db.query<ItemRow>(itemsSql, itemParams),
    db.query<{ counts: ReviewStatusCounts } & ReviewFilterOptions>(countsSql, countParams),
  ]);
  const counts = summary?.counts ?? { pending: 0, approved: 0, rejected: 0, overdue: 0 };
  return {
    items: rows.map((row) => queueItem(row, callerId, overdueFrom)),
    total: counts[status],
    page,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    counts,
    filters: {
      programs: summary?.programs ?? [],
      courses: summary?.courses ?? [],
      tasks: summary?.tasks ?? [],
    },
  };
}

/**
 * Every program, course and task with a final work, titled in the language `$1`, in the campus's order (the
 * programs', then their courses', then the tasks' positions).
 */
const FILTER_OPTIONS = `
  (select coalesce(json_agg(json_build_object('_id', p.id, 'title', ${textIn("p.i18n", "$1::text")}) order by p.position, p.id), '[]'::json)
   from programs p where exists (select 1 from courses c join exams e on e.course_id = c.id where c.program_id = p.id)
  ) as programs,
  (select coalesce(json_agg(json_build_object('_id', c.id, 'title', ${textIn("c.i18n", "$1::text")}, 'programId', c.program_id)
     order by p.position, c.position, c.id), '[]'::json)
   from courses c join exams e on e.course_id = c.id join programs p on p.id = c.program_id
  ) as courses,
  (select coalesce(json_agg(json_build_object('_id', t.id, 'title', ${textIn("t.i18n", "$1::text")}, 'courseId', t.course_id)
     order by p.position, c.position, t.position, t.id), '[]'::json)
   from exam_tasks t join courses c on c.id = t.course_id join programs p on p.id = c.program_id
  ) as tasks`;
