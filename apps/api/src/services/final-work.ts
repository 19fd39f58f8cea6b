import type { ExamSubmit } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Db, Queryable } from "../db/db.js";
import { conflict, notFound } from "../errors.js";
import type { AnswerType, CheckedAnswer } from "./final-work-answer.js";
import { clearSentDraft } from "./final-work-draft.js";

/** A learner's answer to one final-work task, as stored (`exam_submits`). */
export interface SubmissionRow {
  id: string;
  user_id: string;
  course_id: string;
  exam_task_id: string;
  status: "pending" | "approved" | "rejected";
  text: string | null;
  links: string[];
  feedback: string | null;
  /** The key of the send that made or last corrected it (migration 14). */
  idempotency_key?: string | null;
  /** When the learner last sent it, and its version, moved by every send and verdict (migration 21). */
  sent_at?: Date | string;
  version?: number;
  /** A Date, or its ISO text when the row comes as JSON. */
  created_at: Date | string;
  updated_at: Date | string;
}

type I18n = Record<string, { title: string; description: string }>;
export interface TaskRow {
  id: string;
  answer_types: AnswerType[];
  i18n: I18n;
}

/** The final work of a course: its texts, its tasks in order and the learner's answers so far. */
export async function finalWorkOf(db: Queryable, courseId: string, userId: string) {
  // One statement for the final work, its tasks, the learner's answers and the program's names for the trail
  // (the answers' files follow in one more).
  const [exam] = await db.query<{
    i18n: I18n;
    tasks: TaskRow[];
    submissions: SubmissionRow[];
    program_i18n: Record<string, { title: string }> | null;
  }>(
    `select e.i18n,
       (select p.i18n from programs p join courses c on c.program_id = p.id where c.id = e.course_id) as program_i18n,
       coalesce((select json_agg(json_build_object('id', t.id, 'answer_types', t.answer_types, 'i18n', t.i18n)
         order by t.position) from exam_tasks t where t.course_id = e.course_id), '[]'::json) as tasks,
       coalesce((select json_agg(s order by s.created_at) from exam_submits s
         where s.user_id = $2 and s.course_id = e.course_id), '[]'::json) as submissions
     from exams e where e.course_id = $1`,
    [courseId, userId],
  );
  if (!exam) throw notFound("Final work");
  const { tasks, submissions } = exam;
  return { exam, tasks, programI18n: exam.program_i18n ?? {}, submissions: await submissionViews(db, submissions) };
}

export async function taskOf(db: Queryable, courseId: string, taskId: string): Promise<TaskRow> {
  const [task] = await db.query<TaskRow>(
    "select id, answer_types, i18n from exam_tasks where id = $1 and course_id = $2",
    [taskId, courseId],
  );
  if (!task) throw notFound("Final-work task");
  return task;
}

/** The learner's own submission with the kinds of answer its task takes; another learner's is not found. */
export async function ownSubmission(db: Queryable, userId: string, submitId: string) {
  const [row] = await db.query<SubmissionRow & { answer_types: AnswerType[] }>(
    `select s.*, t.answer_types from exam_submits s join exam_tasks t on t.id = s.exam_task_id
     where s.id = $1 and s.user_id = $2`,
    [submitId, userId],
  );
  if (!row) throw notFound("Submission");
  return row;
}

/**
 * Stores a first answer to a task with its files, in one transaction: a submission is never seen (nor left
 * behind by a crash) without its files. One answer per learner and task; a second is refused, unless it is
 * the first sent again (a retry whose answer was lost), which gets the stored submission.
 */
export function submitAnswer(
  db: Db,
  userId: string,
  courseId: string,
  taskId: string,
  answer: CheckedAnswer,
  idempotencyKey: string | null = null,
): Promise<ExamSubmit> {
  return db.transaction(async (tx) => {
    // The draft this answer was written from goes with the transaction that stores it (kept if it fails).
    await clearSentDraft(tx, userId, taskId);
    const again = await byKey(tx, userId, idempotencyKey);
    if (again) return sameSend(tx, again, taskId);
    // Either unique index (one answer per task, one submission per key) makes a second insert do nothing.
    const [row] = await tx.query<SubmissionRow>(
      `insert into exam_submits (id, user_id, course_id, exam_task_id, status, text, links, idempotency_key, task_i18n)
       values ($1, $2, $3, $4, 'pending', $5, $6, $7, (select i18n from exam_tasks where id = $4))
       on conflict do nothing returning *`,
      [newId(), userId, courseId, taskId, answer.text, JSON.stringify(answer.links), idempotencyKey],
    );
    if (!row) {
      // A send with the same key at the same moment stored it: that is this send's submission.
      const raced = await byKey(tx, userId, idempotencyKey);
      if (raced) return sameSend(tx, raced, taskId);
      const [stored] = await tx.query<SubmissionRow>(
        "select * from exam_submits where user_id = $1 and exam_task_id = $2",
        [userId, taskId],
      );
      if (stored && (await isPendingWith(tx, stored, answer))) return submissionView(tx, stored);
      throw conflict("This task already has your answer: a rejected one is updated with PUT update-exam-submit.");
    }
    await replaceFiles(tx, row.id, answer.files);
    return submissionView(tx, row);
  });
}

/** The learner's submission made or last corrected by the send with this key, if any. */
export async function byKey(db: Queryable, userId: string, key: string | null): Promise<SubmissionRow | undefined> {
  if (!key) return undefined;
  const [row] = await db.query<SubmissionRow>(
    "select * from exam_submits where user_id = $1 and idempotency_key = $2",
    [userId, key],
  );
  return row;
}

/** A repeated send gets the submission its key made, whatever happened to it since; a key is one answer's only. */
async function sameSend(db: Queryable, row: SubmissionRow, submitOrTaskId: string): Promise<ExamSubmit> {
  if (row.exam_task_id !== submitOrTaskId && row.id !== submitOrTaskId)
    throw conflict("This idempotency key was already used for another answer: send this one with a new key.");
  return submissionView(db, row);
}

/** The send with this key already made or corrected this submission: its answer is the stored one. */
export async function repeatedSend(db: Queryable, userId: string, submitId: string, key: string | null) {
  const row = await byKey(db, userId, key);
  return row ? sameSend(db, row, submitId) : undefined;
}

/** Replaces a rejected answer (text, links and files together) and sends it for review again, in one transaction. */
export function resubmitAnswer(
  db: Db,
  userId: string,
  submitId: string,
  answer: CheckedAnswer,
  idempotencyKey: string | null = null,
): Promise<ExamSubmit> {
  return db.transaction(async (tx) => {
    await clearSentDraft(tx, userId, submitId);
    const again = await repeatedSend(tx, userId, submitId, idempotencyKey);
    if (again) return again;
    // The rejected answer is kept with its feedback before it is replaced; locked, so that two corrections at
    // once keep it only once (the later one finds it pending and goes the retry's way below).
    await tx.query(
      `insert into exam_submit_history (id, submit_id, status, text, links, files, feedback, reviewed_at)
       select $3, s.id, s.status, s.text, s.links,
         coalesce((select jsonb_agg(jsonb_build_object('name', f.name, 'mimeType', f.mime_type, 'size', f.size)
           order by f.name collate "C") from exam_submit_files f where f.submit_id = s.id), '[]'::jsonb),
         s.feedback, coalesce(s.reviewed_at, s.updated_at)
       from (select * from exam_submits where id = $1 and user_id = $2 and status = 'rejected' for update) s`,
      [submitId, userId, newId()],
    );
    // Conditional on the status, so a review or another resubmission meanwhile is not overwritten. A new version,
    // sent now, against the task as it reads now; a reviewer's claim stays (their verdict on the version they saw
    // is refused as resent).
    const [row] = await tx.query<SubmissionRow>(
      `update exam_submits set status = 'pending', text = $3, links = $4, feedback = null, reviewed_by = null,
         reviewed_at = null, idempotency_key = $5, updated_at = now(), sent_at = now(), version = version + 1,
         task_i18n = (select t.i18n from exam_tasks t where t.id = exam_task_id)
       where id = $1 and user_id = $2 and status = 'rejected' returning *`,
      [submitId, userId, answer.text, JSON.stringify(answer.links), idempotencyKey],
    );
    if (!row) {
      // A retry that raced its own first attempt finds that attempt stored and gets it.
      const [stored] = await tx.query<SubmissionRow>("select * from exam_submits where id = $1 and user_id = $2", [
        submitId,
        userId,
      ]);
      if (stored && idempotencyKey && stored.idempotency_key === idempotencyKey) return submissionView(tx, stored);
      if (stored && (await isPendingWith(tx, stored, answer))) return submissionView(tx, stored);
      throw conflict("The submission changed meanwhile: load it again.");
    }
    await replaceFiles(tx, row.id, answer.files);
    return submissionView(tx, row);
  });
}

/**
 * Whether a submission waits for review with exactly this answer: its text, its links in order and its files
 * (names, types and bytes). A client that sends an answer again because the first reply never came gets the
 * stored submission instead of a conflict; any difference is a new answer and stays refused.
 */
export async function isPendingWith(db: Queryable, row: SubmissionRow, answer: CheckedAnswer): Promise<boolean> {
  if (row.status !== "pending" || row.text !== answer.text) return false;
  if (JSON.stringify(row.links) !== JSON.stringify(answer.links)) return false;
  const stored = await db.query<{ name: string; mime_type: string; size: number }>(
    // Byte order, as the sort of the sent files below compares: the database's collation may order "B" after "a".
    'select name, mime_type, size from exam_submit_files where submit_id = $1 order by name collate "C", id',
    [row.id],
  );
  const sent = [...answer.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const sameShape =
    stored.length === sent.length &&
    stored.every(
      (f, i) => f.name === sent[i]?.name && f.mime_type === sent[i]?.mimeType && f.size === sent[i]?.bytes.length,
    );
  if (!sameShape) return false;
  // The bytes are read only once names, types and sizes agree, and compared by the database.
  for (const file of sent) {
    const [same] = await db.query(
      "select 1 from exam_submit_files where submit_id = $1 and name = $2 and content = $3",
      [row.id, file.name, file.bytes],
    );
    if (!same) return false;
  }
  return true;
}

async function replaceFiles(tx: Queryable, submitId: string, files: CheckedAnswer["files"]) {
  await tx.query("delete from exam_submit_files where submit_id = $1", [submitId]);
  for (const file of files) {
    await tx.query(
      "insert into exam_submit_files (id, submit_id, name, mime_type, size, content) values ($1, $2, $3, $4, $5, $6)",
      [newId(), submitId, file.name, file.mimeType, file.bytes.length, file.bytes],
    );
  }
}

/** One submission as the contract shows it. */
export async function submissionView(db: Queryable, row: SubmissionRow): Promise<ExamSubmit> {
  return (await submissionViews(db, [row]))[0] as ExamSubmit;
}

/** Submissions as the contract shows them, each with its files (names and sizes, not contents). */
export async function submissionViews(db: Queryable, rows: SubmissionRow[]): Promise<ExamSubmit[]> {
  if (rows.length === 0) return [];
  type FileRow = { id: string; submit_id: string; name: string; mime_type: string; size: number };
  type VersionRow = {
    id: string;
    submit_id: string;
    status: "approved" | "rejected";
    text: string | null;
    links: string[];
    files: { name: string; mimeType: string; size: number }[];
    feedback: string | null;
    reviewed_at: string;
  };
  // Files and earlier versions in one statement: the final-work page is read often.
  const [found] = await db.query<{ files: FileRow[]; history: VersionRow[] }>(
    `select
       coalesce((select json_agg(json_build_object('id', f.id, 'submit_id', f.submit_id, 'name', f.name,
         'mime_type', f.mime_type, 'size', f.size) order by f.name)
         from exam_submit_files f where f.submit_id = any($1)), '[]'::json) as files,
       coalesce((select json_agg(json_build_object('id', h.id, 'submit_id', h.submit_id, 'status', h.status,
         'text', h.text, 'links', h.links, 'files', h.files, 'feedback', h.feedback, 'reviewed_at', h.reviewed_at)
         order by h.archived_at, h.id)
         from exam_submit_history h where h.submit_id = any($1)), '[]'::json) as history`,
    [rows.map((r) => r.id)],
  );
  const files = found?.files ?? [];
  const history = found?.history ?? [];
  return rows.map((r) => ({
    _id: r.id,
    examTaskId: r.exam_task_id,
    status: r.status,
    text: r.text,
    links: r.links,
    files: files
      .filter((f) => f.submit_id === r.id)
      .map((f) => ({ _id: f.id, name: f.name, mimeType: f.mime_type, size: f.size })),
    feedback: r.feedback,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    history: history
      .filter((h) => h.submit_id === r.id)
      .map((h) => ({
        _id: h.id,
        status: h.status,
        text: h.text,
        links: h.links,
        files: h.files,
        feedback: h.feedback,
        reviewedAt: new Date(h.reviewed_at).toISOString(),
      })),
  }));
}
