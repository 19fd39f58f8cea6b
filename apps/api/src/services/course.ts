import type { CourseAnswer, CourseQuery, CourseReview, Lang, LessonSummary } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { notFound, notInLanguage } from "../errors.js";
import { languagesOf, nameIn, pick } from "../i18n.js";
import { type CardRow, courseCard, TOOL_SELECT, type ToolRow, toolCard } from "./cards.js";
import type { CourseRow, LessonRow } from "./course-rows.js";
import { progressView } from "./progress.js";
import type { ProgressRow } from "./progress-rows.js";
import { requireRank } from "./rank-gate.js";

/**
 * A course the learner may open: 404 when there is none, 403 when it is above their rank (with its name and the
 * rank that opens it, `requireRank`).
 */
export function openableCourse(course: CourseRow | null | undefined, user: SessionUser, lang: Lang): CourseRow {
  if (!course) throw notFound("Course");
  requireRank(course, user, lang);
  return course;
}

interface CoursePageRow {
  course: CourseRow | null;
  program_i18n: Record<string, { title: string }> | null;
  lessons: LessonRow[];
  progress: ProgressRow | null;
  review: CourseReview | null;
}

/** A course with everything its page shows of it and of the learner, in one statement. */
async function coursePageRow(db: Queryable, courseId: string, userId: string): Promise<CoursePageRow | undefined> {
  const [row] = await db.query<CoursePageRow>(
    `select to_jsonb(c) as course, p.i18n as program_i18n,
       coalesce((select json_agg(l order by l.parent_id nulls first, l.position) from lessons l where l.course_id = c.id),
         '[]'::json) as lessons,
       (select to_jsonb(g) from progress g where g.course_id = c.id and g.user_id = $2) as progress,
       (select json_build_object('rating', r.rating, 'comment', r.comment) from course_reviews r
         where r.course_id = c.id and r.user_id = $2) as review
     from courses c left join programs p on p.id = c.program_id where c.id = $1`,
    [courseId, userId],
  );
  return row;
}

/**
 * Three tools to try beside a course, the same three for a course each time; `type` narrows them. Tools are
 * taken in the order of their id's hash, from where the course's id's hash falls, wrapping around: an index
 * (migration 6) walks that order, so a course costs three tools however large the catalogue.
 */
export async function recommendedTools(
  db: Queryable,
  userId: string,
  courseId: string,
  type: NonNullable<CourseQuery["type"]>,
): Promise<ToolRow[]> {
  const wanted = `($3 = 'all' or t.licence_type = $3
    or ($3 = 'favorites' and exists (select 1 from tool_favorites f where f.tool_id = t.id and f.user_id = $1)))`;
  return db.query<ToolRow>(
    `select ${TOOL_SELECT} from (
       (select t.id, 0 as lap, md5(t.id) as place from tools t where md5(t.id) >= md5($2) and ${wanted}
        order by md5(t.id) limit 3)
       union all
       (select t.id, 1 as lap, md5(t.id) as place from tools t where md5(t.id) < md5($2) and ${wanted}
        order by md5(t.id) limit 3)
     ) picked join tools t on t.id = picked.id
     order by picked.lap, picked.place limit 3`,
    [userId, courseId, type],
  );
}

/** A lesson or sub-lesson as lists show it, titled in the learner's language. */
export const unitSummary = (l: LessonRow, lang: Lang): Omit<LessonSummary, "sublessons"> => ({
  _id: l.id,
  title: pick<{ title: string }>(l.i18n, lang).title,
  kind: l.kind,
  durationMinutes: l.duration_minutes,
});

/** Lessons of a course (in `lessonsOf`'s order) as its page lists them: each lesson with its sub-lessons. */
export function lessonSummaries(lessons: LessonRow[], lang: Lang): LessonSummary[] {
  return lessons
    .filter((l) => l.parent_id === null)
    .map((l) => ({
      ...unitSummary(l, lang),
      sublessons: lessons.filter((s) => s.parent_id === l.id).map((s) => unitSummary(s, lang)),
    }));
}

/** The course page: the course and its lessons, the learner's progress and review, and tools to try. */
export async function coursePage(
  db: Queryable,
  user: SessionUser,
  courseId: string,
  lang: Lang,
  toolType: NonNullable<CourseQuery["type"]>,
): Promise<CourseAnswer["data"]> {
  const row = await coursePageRow(db, courseId, user.id);
  const course = openableCourse(row?.course, user, lang);
  const { lessons, progress, review, program_i18n } = row as CoursePageRow;
  // Not in the learner's language: the 406 names the course and the languages it is in, for a switch to one.
  if (!languagesOf(course.i18n).includes(lang)) {
    const { title } = nameIn<{ title: string }>(course.i18n, lang);
    throw notInLanguage({ code: "notInLanguage", title, languages: languagesOf(course.i18n) });
  }
  const text = pick<{ title: string; description: string }>(course.i18n, lang);
  const card = courseCard({ ...course, lesson_tree: lessons, progress } satisfies CardRow, lang);
  const tools = user.accessTools ? await recommendedTools(db, user.id, course.id, toolType) : [];
  return {
    course: {
      ...card,
      title: text.title,
      description: text.description,
      programTitle: program_i18n?.[lang]?.title ?? "",
      lessons: lessonSummaries(lessons, lang),
      endingOpenFromStart: course.ending_open_from_start,
    },
    progress: progress ? progressView(progress, lessons) : null,
    recommendedTools: tools.map((t) => toolCard(t, lang)),
    review,
    reviewOffered: progress?.review_offered_at != null,
  };
}
