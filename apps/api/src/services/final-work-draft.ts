import type { ExamDraft, ExamDraftContent } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { conflict } from "../errors.js";
import { sanitizeAnswerHtml } from "./final-work-html.js";

/** The unsent answer to a task as stored (`exam_drafts`, migration 15). */
interface DraftRow {
  exam_task_id: string;
  text: string;
  links: string[];
  files: ExamDraftContent["files"];
  updated_at: Date | string;
}

const view = (row: DraftRow): ExamDraft => ({
  examTaskId: row.exam_task_id,
  text: row.text,
  links: row.links,
  files: row.files,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The learner's draft for a task, or null: each learner reads only their own. */
export async function draftOf(db: Queryable, userId: string, taskId: string): Promise<ExamDraft | null> {
  const [row] = await db.query<DraftRow>(
    "select exam_task_id, text, links, files, updated_at from exam_drafts where user_id = $1 and exam_task_id = $2",
    [userId, taskId],
  );
  return row ? view(row) : null;
}

/**
 * Keeps the learner's unsent answer to a task, replacing the one kept (the last save wins, from whichever
 * device). The text goes through the same allowlist as a sent answer: a draft is shown back in the editor.
 * A task whose answer waits for review or was approved takes no draft; a rejected one does (its correction).
 */
export async function saveDraft(
  db: Queryable,
  userId: string,
  courseId: string,
  taskId: string,
  content: ExamDraftContent,
): Promise<ExamDraft> {
  const [sent] = await db.query<{ status: string }>(
    "select status from exam_submits where user_id = $1 and exam_task_id = $2",
    [userId, taskId],
  );
  if (sent && sent.status !== "rejected")
    throw conflict(`This task's answer is ${sent.status}: there is no unsent answer to keep.`);
  const [row] = await db.query<DraftRow>(
    `insert into exam_drafts (user_id, course_id, exam_task_id, text, links, files, updated_at)
     values ($1, $2, $3, $4, $5, $6, now())
     on conflict (user_id, exam_task_id) do update
       set text = excluded.text, links = excluded.links, files = excluded.files, updated_at = now()
     returning exam_task_id, text, links, files, updated_at`,
    [
      userId,
      courseId,
      taskId,
      sanitizeAnswerHtml(content.text),
      JSON.stringify(content.links),
      JSON.stringify(content.files.map(({ name, mimeType, size }) => ({ name, mimeType, size }))),
    ],
  );
  return view(row as DraftRow);
}

/** Forgets the learner's draft for a task (discarded, or sent: see `clearSentDraft`). */
export async function deleteDraft(db: Queryable, userId: string, taskId: string): Promise<void> {
  await db.query("delete from exam_drafts where user_id = $1 and exam_task_id = $2", [userId, taskId]);
}

/**
 * Called in the transaction that stores an answer (created or corrected, `submitOrTaskId` naming either): the
 * draft it was written from is done with, and goes only if the answer is stored.
 */
export async function clearSentDraft(db: Queryable, userId: string, submitOrTaskId: string): Promise<void> {
  await db.query(
    `delete from exam_drafts where user_id = $1 and exam_task_id in
       (select $2::text union select exam_task_id from exam_submits where id = $2 and user_id = $1)`,
    [userId, submitOrTaskId],
  );
}
