import type { CourseCard, Lang, ToolCard } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { languagesOf } from "../i18n.js";
import type { CourseRow, LessonRow, ProgressRow } from "./progress.js";
import { progressView } from "./progress.js";

/** Course cards of the given courses in the learner's language; courses not in that language are left out. */
export async function courseCards(
  db: Queryable,
  userId: string,
  courses: CourseRow[],
  lang: Lang,
  /** Filled with each started course's recency (0 = most recently active). */
  recency?: Map<string, number>,
): Promise<CourseCard[]> {
  const visible = courses.filter((c) => c.i18n[lang] !== undefined);
  if (visible.length === 0) return [];
  const ids = visible.map((c) => c.id);
  // Cards need the lesson tree, not its content: leave the translated JSON out.
  const lessons = await db.query<LessonRow>(
    "select id, course_id, parent_id, position, kind, duration_minutes, answer_key from lessons where course_id = any($1) order by position",
    [ids],
  );
  const progress = await db.query<ProgressRow>(
    "select * from progress where user_id = $1 and course_id = any($2) order by updated_at desc",
    [userId, ids],
  );
  for (const [i, p] of progress.entries()) recency?.set(p.course_id, i);
  return visible.map((course) => {
    const own = lessons.filter((l) => l.course_id === course.id);
    const row = progress.find((p) => p.course_id === course.id);
    const view = row ? progressView(row, own) : null;
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
      durationMinutes: own.reduce((sum, l) => sum + (l.parent_id === null ? l.duration_minutes : 0), 0),
      lessonsCount: own.filter((l) => l.parent_id === null).length,
      status: row?.finished_at ? "completed" : view ? "started" : "not-started",
      progressPercentage: view?.percentage ?? 0,
      languages: languagesOf(course.i18n),
    };
  });
}

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
