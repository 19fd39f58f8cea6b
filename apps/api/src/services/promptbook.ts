import type { Lang, PromptbookItem } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";

interface PromptRow {
  id: string;
  prompt: string;
  lesson_id: string | null;
  created_at: Date | string;
  course_id: string | null;
  course_title: string | null;
  top_lesson_id: string | null;
  parent_id: string | null;
  lesson_title: string | null;
}

const itemOf = (r: PromptRow): PromptbookItem => ({
  _id: r.id,
  prompt: r.prompt,
  lessonId: r.lesson_id,
  createdAt: new Date(r.created_at).toISOString(),
  source:
    r.course_id && r.top_lesson_id && r.lesson_id
      ? {
          courseId: r.course_id,
          courseTitle: r.course_title ?? "",
          lessonId: r.top_lesson_id,
          // A sub-lesson opens inside its lesson: `?lesson={parent}&sublesson={id}`.
          sublessonId: r.parent_id ? r.lesson_id : null,
          lessonTitle: r.lesson_title ?? "",
        }
      : null,
});

/**
 * The lesson and course a prompt came from, titled in the learner's language, or in the one the content has
 * (a course only in Polish keeps its Polish title in the English campus). `p` is the prompts' rows, `$2` the
 * language.
 */
const SOURCE = `select p.id, p.prompt, p.lesson_id, p.created_at, l.course_id, l.parent_id,
  coalesce(l.parent_id, l.id) as top_lesson_id,
  coalesce(l.i18n -> $2::text, l.i18n -> 'pl', l.i18n -> 'en') ->> 'title' as lesson_title,
  coalesce(c.i18n -> $2::text, c.i18n -> 'pl', c.i18n -> 'en') ->> 'title' as course_title
  from p left join lessons l on l.id = p.lesson_id left join courses c on c.id = l.course_id`;

/** The learner's saved prompts, newest first, each with the lesson it came from; deleted ones are left out. */
export async function promptbookOf(db: Queryable, userId: string, lang: Lang): Promise<PromptbookItem[]> {
  const rows = await db.query<PromptRow>(
    `with p as (select * from promptbook_items where user_id = $1 and deleted_at is null)
     ${SOURCE} order by p.created_at desc, p.id`,
    [userId, lang],
  );
  return rows.map(itemOf);
}

/** Saves a prompt to the learner's Promptbook, from a lesson or on its own. */
export async function savePrompt(
  db: Queryable,
  userId: string,
  prompt: string,
  lessonId: string | null,
  lang: Lang,
): Promise<PromptbookItem> {
  const [row] = await db.query<PromptRow>(
    `with p as (insert into promptbook_items (id, user_id, lesson_id, prompt) values ($3, $1, $4, $5) returning *)
     ${SOURCE}`,
    [userId, lang, newId(), lessonId, prompt],
  );
  return itemOf(row as PromptRow);
}

/**
 * Deletes one of the learner's prompts, keeping it a day for the undo. Deleting it again (a retry whose answer
 * was lost) answers the same; another learner's prompt, or one gone for good, is not found.
 */
export async function deletePrompt(db: Queryable, userId: string, id: string, lang: Lang): Promise<PromptbookItem> {
  const [row] = await db.query<PromptRow>(
    `with p as (update promptbook_items set deleted_at = coalesce(deleted_at, now())
       where id = $3 and user_id = $1 returning *)
     ${SOURCE}`,
    [userId, lang, id],
  );
  if (!row) throw notFound("Prompt");
  return itemOf(row);
}

/**
 * Brings back a prompt the learner deleted within the last day, with its date and lesson (the Promptbook's
 * undo). Bringing back one already back answers the same.
 */
export async function restorePrompt(db: Queryable, userId: string, id: string, lang: Lang): Promise<PromptbookItem> {
  const [row] = await db.query<PromptRow>(
    `with p as (update promptbook_items set deleted_at = null
       where id = $3 and user_id = $1 and (deleted_at is null or deleted_at > now() - interval '1 day') returning *)
     ${SOURCE}`,
    [userId, lang, id],
  );
  if (!row) throw notFound("Prompt");
  return itemOf(row);
}
