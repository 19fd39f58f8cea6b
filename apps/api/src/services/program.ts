import {
  DEFAULT_PAGE_SIZE,
  HOME_NOT_STARTED_LIMIT,
  type HomepageAnswer,
  type Lang,
  MODULE_COURSES_PAGE_SIZE,
  type ModuleAccess,
  type ModuleCard,
  type ModuleCoursesAnswer,
  type ModuleCoursesQuery,
  type ModulesAnswer,
  type ModulesQuery,
} from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { CARD_COLUMNS, type CardRow, commaList, courseCards, LESSON_TREE, pageOf } from "./cards.js";
import type { CourseRow } from "./course-rows.js";
import { requireRank } from "./rank-gate.js";

interface ProgramRow {
  id: string;
  position: number;
  required_rank: number;
  image: string;
  i18n: Record<string, { title: string; description: string; longDescription: string }>;
  courses_count: number;
  completed_count: number;
}

/**
 * Programs (every one, or the one `programId` names) with the learner's counts. Both count the courses the
 * learner can take in their language (a course only in Polish is not one of an English program's courses, as
 * its list does not show it); a course is completed once finished (test passed, or every final-work task
 * approved).
 */
async function programRows(db: Queryable, userId: string, lang: Lang, programId?: string): Promise<ProgramRow[]> {
  return db.query<ProgramRow>(
    `select p.*, (select count(*)::int from courses c where c.program_id = p.id and c.i18n -> $3::text is not null) as courses_count,
       (select count(*)::int from courses c where c.program_id = p.id and c.i18n -> $3::text is not null and
          exists (select 1 from progress g where g.course_id = c.id and g.user_id = $1 and g.finished_at is not null))
       as completed_count
     from programs p where ($2::text is null or p.id = $2) order by p.position`,
    [userId, programId ?? null, lang],
  );
}

function programCard(p: ProgramRow, user: SessionUser, lang: Lang): ModuleCard & { longDescription: string } {
  const text = pick<{ title: string; description: string; longDescription: string }>(p.i18n, lang);
  const access: ModuleAccess =
    p.required_rank > user.rankStage
      ? "unavailable"
      : p.courses_count > 0 && p.completed_count === p.courses_count
        ? "completed"
        : "available";
  return {
    _id: p.id,
    title: text.title,
    description: text.description,
    longDescription: text.longDescription,
    image: p.image,
    rank: p.required_rank,
    access,
    coursesCount: p.courses_count,
    completedCoursesCount: p.completed_count,
  };
}

const matches = (search: string, card: { title: string; description: string }) =>
  search === "" || card.title.toLowerCase().includes(search) || card.description.toLowerCase().includes(search);

/** One page of the programs in the learner's language, filtered and sorted as asked. */
export async function programsPage(
  db: Queryable,
  user: SessionUser,
  q: ModulesQuery,
  lang: Lang,
): Promise<ModulesAnswer> {
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const ranks = commaList(q.rank).map(Number);
  const search = q.search?.trim().toLowerCase() ?? "";
  let cards = (await programRows(db, user.id, lang))
    .filter((p) => p.i18n[lang] !== undefined)
    .map((p) => programCard(p, user, lang))
    .filter((c) => !q.modulesType || q.modulesType === "all" || c.access === q.modulesType)
    .filter((c) => ranks.length === 0 || ranks.includes(c.rank))
    .filter((c) => matches(search, c));
  const sortBy = q.sortBy ?? "position";
  if (sortBy === "title") cards.sort((a, b) => a.title.localeCompare(b.title, lang));
  if (sortBy === "rank") cards.sort((a, b) => a.rank - b.rank);
  if (q.order === "desc") cards = cards.reverse();
  const page = q.page ?? 1;
  return { data: cards.slice((page - 1) * limit, page * limit), ...pageOf(page, limit, cards.length) };
}

/** A program the learner may open: 404 when there is none, 403 above their rank, 406 not in their language. */
export async function programOf(db: Queryable, user: SessionUser, programId: string, lang: Lang) {
  const [found] = await programRows(db, user.id, lang, programId);
  if (!found) throw notFound("Program");
  requireRank(found, user, lang);
  return programCard(found, user, lang);
}

type CourseHead = Pick<CourseRow, "id" | "required_rank" | "course_type" | "i18n">;

/** A program with what filtering its courses needs (not their cards), in one statement. */
async function programWithCourses(db: Queryable, programId: string) {
  const [row] = await db.query<{
    required_rank: number;
    i18n: ProgramRow["i18n"];
    courses: CourseHead[];
  }>(
    `select p.required_rank, p.i18n,
       coalesce((select json_agg(json_build_object('id', c.id, 'required_rank', c.required_rank,
         'course_type', c.course_type, 'i18n', c.i18n) order by c.position) from courses c where c.program_id = p.id),
         '[]'::json) as courses
     from programs p where p.id = $1`,
    [programId],
  );
  return row;
}

/** The cards of the given courses, in the order of `ids`. */
async function cardsOf(db: Queryable, userId: string, ids: string[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(`select c.*, ${CARD_COLUMNS} from courses c where c.id = any($2)`, [
    userId,
    ids,
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return courseCards(
    ids.flatMap((id) => byId.get(id) ?? []),
    lang,
  );
}

/**
 * One page of a program's courses in the learner's language, filtered and sorted as asked. The filters need
 * titles only; cards (lessons, progress) are made for the page alone, so a large program costs its page.
 */
export async function programCoursesPage(
  db: Queryable,
  user: SessionUser,
  programId: string,
  q: ModuleCoursesQuery,
  lang: Lang,
): Promise<ModuleCoursesAnswer> {
  const program = await programWithCourses(db, programId);
  if (!program) throw notFound("Program");
  requireRank(program, user, lang);
  pick(program.i18n, lang);
  const limit = q.limit ?? MODULE_COURSES_PAGE_SIZE;
  const ranks = commaList(q.rank).map(Number);
  const search = q.search?.trim().toLowerCase() ?? "";
  let found = program.courses
    .flatMap((c) => {
      const text = c.i18n[lang];
      return text ? [{ ...c, title: text.title, description: text.description }] : [];
    })
    .filter((c) => !q.moduleCourseType || q.moduleCourseType === "all" || c.course_type === q.moduleCourseType)
    .filter((c) => ranks.length === 0 || ranks.includes(c.required_rank))
    .filter((c) => matches(search, c));
  if (q.sortBy === "title") found.sort((a, b) => a.title.localeCompare(b.title, lang));
  if (q.order === "desc") found = found.reverse();
  const page = q.page ?? 1;
  const onPage = found.slice((page - 1) * limit, page * limit);
  return {
    data: await cardsOf(
      db,
      user.id,
      onPage.map((c) => c.id),
      lang,
    ),
    ...pageOf(page, limit, found.length),
  };
}

/**
 * The home page's courses, among those open at the learner's rank (in a program open at it) and in their
 * language: every started one, most recently active first, and the next HOME_NOT_STARTED_LIMIT not-started ones
 * in program order with how many there are in all, and where to start. One statement, whose cost does not grow
 * with the catalogue but for one count: the started courses come from the learner's progress, the next ones from
 * the first programs in order, walking each one's courses by position and stopping once enough are found, and
 * only the chosen courses get their lesson trees and cards. The count of not-started courses is the open courses
 * less the learner's started and finished ones, a scan of the catalogue's course rows.
 *
 * The language is asked for as `i18n -> $3 is not null` rather than `i18n ? $3`: the planner guesses that the
 * latter keeps one course in a thousand, and the plan PostgreSQL keeps for the prepared statement then joined
 * every program to every course.
 */
export async function homepageOf(
  db: Queryable,
  user: SessionUser,
  lang: Lang,
): Promise<Omit<HomepageAnswer, "completedCourse">> {
  const open = "c.required_rank <= $2 and c.i18n -> $3 is not null";
  const rows = await db.query<CardRow & { not_started_total: number }>(
    `with open_programs as (select id, position from programs where required_rank <= $2),
     known as (
       select c.id, g.updated_at, g.finished_at, p.position as program_position, c.position
       from progress g join courses c on c.id = g.course_id join open_programs p on p.id = c.program_id
       where g.user_id = $1 and ${open}
     ),
     shown as (
       (select id, updated_at, program_position, position from known where finished_at is null)
       union all
       (select n.id, null, p.position, n.position
        from (select id, position from programs where required_rank <= $2 order by position) p
          cross join lateral (
            select c.id, c.position from courses c
            where c.program_id = p.id and ${open}
              and not exists (select 1 from progress g where g.course_id = c.id and g.user_id = $1)
            order by c.position limit $4
          ) n
        order by p.position, n.position limit $4)
     )
     select c.*, ${LESSON_TREE}, to_jsonb(g) as progress,
       (select count(*)::int from courses c join open_programs p on p.id = c.program_id where ${open})
         - (select count(*)::int from known) as not_started_total
     from shown s join courses c on c.id = s.id
       left join progress g on g.course_id = c.id and g.user_id = $1
     order by s.updated_at desc nulls last, s.program_position, s.position, c.id`,
    [user.id, user.rankStage, lang, HOME_NOT_STARTED_LIMIT],
  );
  const cards = courseCards(rows, lang);
  const started = cards.filter((c) => c.status === "started");
  const notStarted = cards.filter((c) => c.status === "not-started");
  return {
    startingCourse: started[0] ?? notStarted[0] ?? null,
    startedCourses: started,
    notStartedCourses: notStarted,
    // With no course shown there is none to count either: a not-started course would have been shown.
    notStartedTotal: rows[0]?.not_started_total ?? 0,
  };
}

/** The programs in the learner's language, for the module picker. */
export async function toolbarOf(db: Queryable, lang: Lang) {
  const rows = await db.query<{ id: string; i18n: Record<string, { title: string }> }>(
    "select id, i18n from programs order by position",
  );
  return { modules: rows.filter((r) => r.i18n[lang]).map((r) => ({ _id: r.id, title: r.i18n[lang]?.title ?? "" })) };
}
