import type { Lang, LessonContent, Question } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { HttpError, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { openableCourse, unitSummary } from "./course.js";
import type { CourseRow, LessonRow } from "./course-rows.js";

/** The questions of a quiz or internal test in the learner's language, without which answers are right. */
export function questionsOf(unit: LessonRow, lang: Lang): Question[] {
  return (pick<{ questions?: Question[] }>(unit.i18n, lang).questions ?? []).map((q) => ({
    _id: q._id,
    question: q.question,
    type: q.type,
    answers: q.answers.map((a) => ({ id: a.id, label: a.label })),
  }));
}

const slideUrl = (n: number) => `/api/media/slide-${(n % 3) + 1}.png`;

/** Every lesson's video is the demo video, in two sizes, with captions in both languages. */
const VIDEO: NonNullable<LessonContent["video"]> = {
  poster: "/api/media/poster.jpg",
  variants: [
    { quality: "360p", url: "/api/media/lesson-360.mp4", mimeType: "video/mp4", width: 320, height: 180 },
    { quality: "180p", url: "/api/media/lesson-180.mp4", mimeType: "video/mp4", width: 192, height: 108 },
  ],
  captions: [
    { lang: "pl", label: "Polski", url: "/api/media/lesson-pl.vtt" },
    { lang: "en", label: "English", url: "/api/media/lesson-en.vtt" },
  ],
};

interface LessonPageRow {
  lesson: LessonRow;
  course: CourseRow;
  sublessons: LessonRow[];
  resources: { id: string; name: string; mime_type: string; size: number }[];
}

/**
 * A lesson (top level) with its course, its sub-lessons and the resources of the unit shown (the lesson, or the
 * sub-lesson `unitId` names) in the learner's language, in one statement.
 */
async function lessonPageRow(db: Queryable, lessonId: string, unitId: string, lang: Lang) {
  const [row] = await db.query<LessonPageRow>(
    `select to_jsonb(l) as lesson, to_jsonb(c) as course,
       coalesce((select json_agg(s order by s.position) from lessons s where s.parent_id = l.id), '[]'::json) as sublessons,
       coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'mime_type', r.mime_type,
           'size', length(r.content)) order by r.name)
         from resources r where r.lesson_id = $2 and (r.lang is null or r.lang = $3)), '[]'::json) as resources
     from lessons l join courses c on c.id = l.course_id where l.id = $1 and l.parent_id is null`,
    [lessonId, unitId, lang],
  );
  return row;
}

/** A lesson, or one of its sub-lessons, as the learner reads it: only the part of its kind is filled. */
export async function lessonContent(
  db: Queryable,
  user: SessionUser,
  lessonId: string,
  sublessonId: string | undefined,
  lang: Lang,
): Promise<LessonContent> {
  const row = await lessonPageRow(db, lessonId, sublessonId ?? lessonId, lang);
  if (!row) throw notFound("Lesson");
  openableCourse(row.course, user, lang);
  const { lesson, sublessons, resources } = row;
  const unit = sublessonId ? sublessons.find((s) => s.id === sublessonId) : lesson;
  if (!unit) throw notFound("Sub-lesson");
  const text = pick<{ title: string; text?: string; slides?: string[] }>(unit.i18n, lang);
  const questions = unit.kind === "quiz" || unit.kind === "internal-test" ? questionsOf(unit, lang) : [];
  return {
    _id: unit.id,
    courseId: lesson.course_id,
    lessonId: lesson.id,
    sublessonId: unit === lesson ? null : unit.id,
    title: text.title,
    kind: unit.kind,
    durationMinutes: unit.duration_minutes,
    text: text.text ?? null,
    video: unit.kind === "video" ? VIDEO : null,
    presentation:
      unit.kind === "presentation"
        ? { slides: (text.slides ?? []).map((alt, i) => ({ url: slideUrl(i), alt })) }
        : null,
    quiz: unit.kind === "quiz" ? { questions } : null,
    internalTest: unit.kind === "internal-test" ? { questions } : null,
    resources: resources.map((r) => ({ _id: r.id, name: r.name, mimeType: r.mime_type, size: r.size })),
    sublessons: unit === lesson ? sublessons.map((s) => unitSummary(s, lang)) : [],
  };
}

export interface ResourceFile {
  name: string;
  mime_type: string;
  content: Uint8Array;
}

/** One resource to download; 406 when it is in another language than the learner's. */
export async function resourceFile(db: Queryable, user: SessionUser, resourceId: string, lang: Lang) {
  const [row] = await db.query<ResourceFile & { lang: string | null; course: CourseRow }>(
    `select r.name, r.mime_type, r.content, r.lang, to_jsonb(c) as course
     from resources r join lessons l on l.id = r.lesson_id join courses c on c.id = l.course_id where r.id = $1`,
    [resourceId],
  );
  if (!row) throw notFound("Resource");
  openableCourse(row.course, user, lang);
  if (row.lang && row.lang !== lang)
    throw new HttpError(406, "The selected resource is not available in the selected language.");
  return row;
}

/** The resources of a lesson or of one of its sub-lessons in the learner's language, by name; none is a 404. */
export async function lessonFiles(
  db: Queryable,
  user: SessionUser,
  lessonId: string,
  sublessonId: string | undefined,
  lang: Lang,
): Promise<Pick<ResourceFile, "name" | "content">[]> {
  // One row per file (or one row without a file), each carrying the course and whether the sub-lesson exists.
  const rows = await db.query<{ course: CourseRow; sub_id: string | null; name: string | null; content: Uint8Array }>(
    `select to_jsonb(c) as course, s.id as sub_id, r.name, r.content
     from lessons l join courses c on c.id = l.course_id
       left join lessons s on s.id = $2 and s.parent_id = l.id
       left join resources r on r.lesson_id = (case when $2::text is null then l.id else s.id end)
         and (r.lang is null or r.lang = $3)
     where l.id = $1 and l.parent_id is null
     order by r.name`,
    [lessonId, sublessonId ?? null, lang],
  );
  const [first] = rows;
  if (!first) throw notFound("Lesson");
  openableCourse(first.course, user, lang);
  if (sublessonId && !first.sub_id) throw notFound("Sub-lesson");
  const files = rows.flatMap((r) => (r.name === null ? [] : [{ name: r.name, content: r.content }]));
  if (files.length === 0) throw notFound("Resources of this lesson");
  return files;
}
