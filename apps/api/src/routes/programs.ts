import {
  calls,
  DEFAULT_PAGE_SIZE,
  type Lang,
  MODULE_COURSES_PAGE_SIZE,
  type ModuleAccess,
  type ModuleCard,
} from "@campus/contract";
import { type App, def, type Services } from "../app.js";
import type { Queryable } from "../db/db.js";
import { noAccess, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { commaList, courseCards, pageOf } from "../services/cards.js";
import type { CourseRow } from "../services/progress.js";
import type { SessionUser } from "../sessions.js";

interface ProgramRow {
  id: string;
  position: number;
  required_rank: number;
  image: string;
  i18n: Record<string, { title: string; description: string; longDescription: string }>;
  courses_count: number;
  completed_count: number;
}

/** Every program with the learner's counts; a course is completed once finished (test passed and closed, or every final-work task approved). */
async function programsFor(db: Queryable, user: SessionUser): Promise<ProgramRow[]> {
  return db.query<ProgramRow>(
    `select p.*, (select count(*)::int from courses c where c.program_id = p.id) as courses_count,
       (select count(*)::int from courses c where c.program_id = p.id and
          exists (select 1 from progress g where g.course_id = c.id and g.user_id = $1 and g.finished_at is not null))
       as completed_count
     from programs p order by p.position`,
    [user.id],
  );
}

function card(p: ProgramRow, user: SessionUser, lang: Lang): ModuleCard & { longDescription: string } {
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

export function programRoutes(app: App, { db }: Services) {
  app.route({
    ...def(calls.modules),
    handler: async (request) => {
      const q = request.query;
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      const ranks = commaList(q.rank).map(Number);
      const search = q.search?.trim().toLowerCase() ?? "";
      let cards = (await programsFor(db, request.user))
        .filter((p) => p.i18n[request.lang] !== undefined)
        .map((p) => card(p, request.user, request.lang))
        .filter((c) => !q.modulesType || q.modulesType === "all" || c.access === q.modulesType)
        .filter((c) => ranks.length === 0 || ranks.includes(c.rank))
        .filter(
          (c) =>
            search === "" || c.title.toLowerCase().includes(search) || c.description.toLowerCase().includes(search),
        );
      const sortBy = q.sortBy ?? "position";
      if (sortBy === "title") cards.sort((a, b) => a.title.localeCompare(b.title, request.lang));
      if (sortBy === "rank") cards.sort((a, b) => a.rank - b.rank);
      if (q.order === "desc") cards = cards.reverse();
      const page = q.page ?? 1;
      return { data: cards.slice((page - 1) * limit, page * limit), ...pageOf(page, limit, cards.length) };
    },
  });

  async function program(request: { params: { id: string }; user: SessionUser; lang: Lang }) {
    const found = (await programsFor(db, request.user)).find((p) => p.id === request.params.id);
    if (!found) throw notFound("Program");
    if (found.required_rank > request.user.rankStage) throw noAccess();
    return card(found, request.user, request.lang);
  }

  app.route({
    ...def(calls.module),
    handler: async (request) => ({ moduleDetails: await program(request) }),
  });

  app.route({
    ...def(calls.moduleCourses),
    handler: async (request) => {
      const found = await program(request);
      const q = request.query;
      const limit = q.limit ?? MODULE_COURSES_PAGE_SIZE;
      const ranks = commaList(q.rank).map(Number);
      const search = q.search?.trim().toLowerCase() ?? "";
      const rows = await db.query<CourseRow>("select * from courses where program_id = $1 order by position", [
        found._id,
      ]);
      let cards = (await courseCards(db, request.user.id, rows, request.lang))
        .filter((c) => !q.moduleCourseType || q.moduleCourseType === "all" || c.courseType === q.moduleCourseType)
        .filter((c) => ranks.length === 0 || ranks.includes(c.rank))
        .filter(
          (c) =>
            search === "" || c.title.toLowerCase().includes(search) || c.description.toLowerCase().includes(search),
        );
      if (q.sortBy === "title") cards.sort((a, b) => a.title.localeCompare(b.title, request.lang));
      if (q.order === "desc") cards = cards.reverse();
      const page = q.page ?? 1;
      return { data: cards.slice((page - 1) * limit, page * limit), ...pageOf(page, limit, cards.length) };
    },
  });

  app.route({
    ...def(calls.homepage),
    handler: async (request) => {
      const rows = await db.query<CourseRow>(
        `select c.* from courses c join programs p on p.id = c.program_id
         where c.required_rank <= $1 and p.required_rank <= $1 order by p.position, c.position`,
        [request.user.rankStage],
      );
      const recency = new Map<string, number>();
      const cards = await courseCards(db, request.user.id, rows, request.lang, recency);
      const started = cards
        .filter((c) => c.status === "started")
        .sort((a, b) => (recency.get(a._id) ?? 0) - (recency.get(b._id) ?? 0));
      const notStarted = cards.filter((c) => c.status === "not-started");
      return {
        startingCourse: started[0] ?? notStarted[0] ?? null,
        startedCourses: started,
        notStartedCourses: notStarted,
      };
    },
  });

  app.route({
    ...def(calls.toolbar),
    handler: async (request) => {
      const rows = await db.query<{ id: string; i18n: Record<string, { title: string }> }>(
        "select id, i18n from programs order by position",
      );
      return {
        modules: rows
          .filter((r) => r.i18n[request.lang])
          .map((r) => ({ _id: r.id, title: r.i18n[request.lang]?.title ?? "" })),
      };
    },
  });
}
