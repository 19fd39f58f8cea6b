import type { CourseCard, Lang, ToolCard } from "@campus/contract";
import { languagesOf } from "../i18n.js";
import { courseMinutes, lessonCount } from "./course-counts.js";
import type { CourseRow, LessonRow } from "./course-rows.js";
import { progressView } from "./progress.js";
import type { ProgressRow } from "./progress-rows.js";

/** A course as its card needs it: the course, its lesson tree (without content) and the learner's progress. */
export type CardRow = CourseRow & { lesson_tree: LessonRow[]; progress: ProgressRow | null };

/** The column beside `c.*` that gives a course `c` its lesson tree as JSON (the tree only, not the content). */
export const LESSON_TREE = `coalesce((select json_agg(json_build_object('id', l.id, 'course_id', l.course_id,
    'parent_id', l.parent_id, 'position', l.position, 'kind', l.kind, 'duration_minutes', l.duration_minutes,
    'answer_key', l.answer_key) order by l.position) from lessons l where l.course_id = c.id), '[]'::json) as lesson_tree`;

/**
 * The columns beside `c.*` that make a course `c` a CardRow for the learner `$1`: lessons and progress come as
 * JSON in the same statement, so a list of cards is one round trip however many courses it holds.
 */
export const CARD_COLUMNS = `${LESSON_TREE},
  (select to_jsonb(g) from progress g where g.course_id = c.id and g.user_id = $1) as progress`;

/** The card of a course in the learner's language (which the caller has checked it exists in). */
export function courseCard({ lesson_tree: lessons, progress, ...course }: CardRow, lang: Lang): CourseCard {
  const view = progress ? progressView(progress, lessons) : null;
  const lessonsCount = lessonCount(lessons);
  const text = course.i18n[lang] as { title: string; description: string };
  return {
    _id: course.id,
    programId: course.program_id,
    title: text.title,
    description: text.description,
    image: course.image,
    rank: course.required_rank,
    courseType: course.course_type,
    hasCertificate: course.has_certificate,
    durationMinutes: courseMinutes(lessons),
    lessonsCount,
    lessonsDone: lessonsCount > 0 && view?.completedLessonsCount === lessonsCount,
    status: view?.isCompleted ? "completed" : view ? "started" : "not-started",
    progressPercentage: view?.percentage ?? 0,
    languages: languagesOf(course.i18n),
  };
}

/** Cards of the courses that exist in the learner's language, in the rows' order. */
export const courseCards = (rows: CardRow[], lang: Lang): CourseCard[] =>
  rows.filter((c) => c.i18n[lang] !== undefined).map((row) => courseCard(row, lang));

interface ToolRow {
  id: string;
  name: string;
  url: string;
  logo: string;
  licence_type: "freemium" | "paid";
  domain_categories: string[];
  business_categories: string[];
  i18n: Record<string, { description: string; longDescription: string; features: string[] }>;
  is_favorite: boolean;
  favorites_count: number;
}

export const TOOL_SELECT = `t.*, exists (select 1 from tool_favorites f where f.tool_id = t.id and f.user_id = $1) as is_favorite,
  (select count(*)::int from tool_favorites f where f.tool_id = t.id) as favorites_count`;

export function toolCard(row: ToolRow, lang: Lang): ToolCard {
  const text = row.i18n[lang] ?? row.i18n.en ?? row.i18n.pl;
  return {
    _id: row.id,
    name: row.name,
    description: text?.description ?? "",
    logo: row.logo,
    url: row.url,
    domainCategories: row.domain_categories,
    businessCategories: row.business_categories,
    licenceType: row.licence_type,
    isFavorite: row.is_favorite,
    favoritesCount: row.favorites_count,
  };
}
export type { ToolRow };

export const pageOf = (page: number | undefined, limit: number, totalCount: number) => ({
  page: page ?? 1,
  limit,
  totalCount,
  totalPages: Math.ceil(totalCount / limit),
});

export const commaList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
