import type { PromptbookItem } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { newId } from "../security.js";

interface PromptRow {
  id: string;
  prompt: string;
  lesson_id: string | null;
  created_at: Date | string;
}

const itemOf = (r: PromptRow): PromptbookItem => ({
  _id: r.id,
  prompt: r.prompt,
  lessonId: r.lesson_id,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The learner's saved prompts, newest first. */
export async function promptbookOf(db: Queryable, userId: string): Promise<PromptbookItem[]> {
  const rows = await db.query<PromptRow>(
    "select id, prompt, lesson_id, created_at from promptbook_items where user_id = $1 order by created_at desc, id",
    [userId],
  );
  return rows.map(itemOf);
}

/** Saves a prompt to the learner's Promptbook, from a lesson or on its own. */
export async function savePrompt(
  db: Queryable,
  userId: string,
  prompt: string,
  lessonId: string | null,
): Promise<PromptbookItem> {
  const [row] = await db.query<PromptRow>(
    "insert into promptbook_items (id, user_id, lesson_id, prompt) values ($1, $2, $3, $4) returning id, prompt, lesson_id, created_at",
    [newId(), userId, lessonId, prompt],
  );
  return itemOf(row as PromptRow);
}
