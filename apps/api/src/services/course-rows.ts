import type { Lang, LessonKind } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { noAccess, notFound } from "../errors.js";

/*
 * A course and its lessons as stored, and the look-ups every call about a course starts with.
 */

export interface LessonRow {
  id: string;
  course_id: string;
  parent_id: string | null;
  position: number;
  kind: LessonKind;
  duration_minutes: number;
  i18n: Record<string, { title: string; text?: string; slides?: string[]; questions?: QuestionContent[] }>;
  answer_key: Record<string, string[]>;
}
export interface QuestionContent {
  _id: string;
  type: "single" | "multiple";
  question: string;
  answers: { id: string; label: string }[];
}
export interface CourseRow {
  id: string;
  program_id: string;
  position: number;
  required_rank: number;
  course_type: "closed-test" | "final-work";
  has_certificate: boolean;
  /** The closed test or final work is open before the lessons are completed (a placement test). */
  ending_open_from_start: boolean;
  image: string;
  i18n: Record<string, { title: string; description: string }>;
}

/** A course open to the learner: 404 without it, 403 above the learner's rank. */
export async function courseById(db: Queryable, id: string, user: SessionUser): Promise<CourseRow> {
  const [course] = await db.query<CourseRow>("select * from courses where id = $1", [id]);
  if (!course) throw notFound("Course");
  if (course.required_rank > user.rankStage) throw noAccess();
  return course;
}

export async function lessonsOf(db: Queryable, courseId: string): Promise<LessonRow[]> {
  return db.query<LessonRow>("select * from lessons where course_id = $1 order by parent_id nulls first, position", [
    courseId,
  ]);
}

/** A title in the learner's language, if it has one. */
export const titleOf = (i18n: Record<string, { title: string }>, lang: Lang) => i18n[lang]?.title;
