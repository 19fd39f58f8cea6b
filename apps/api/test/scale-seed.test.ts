import { HOME_NOT_STARTED_LIMIT } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { SCALE_PER_LEARNER, scaleCounts, seedScale } from "../src/seed/scale.js";
import { signIn, useApp } from "./helpers.js";

/**
 * The scale seed at a hundredth of its size (the benchmark seeds it whole): the counts it promises, the same rows
 * on every run, and a learner of it who signs in and meets their courses.
 */
const FACTOR = 0.01;
const ctx = useApp();

const count = async (sql: string) => (await ctx.db.query<{ n: number }>(`select count(*)::int as n ${sql}`))[0]?.n;

beforeAll(async () => {
  await seedScale(ctx.db, { factor: FACTOR });
});

describe("the scale seed", () => {
  it("adds its learners, programs, courses, lessons, tools, progress and favorites beside the demo content", async () => {
    const n = scaleCounts(FACTOR);
    expect(n).toEqual({ learners: 1000, programs: 1, courses: 10, tools: 100, finalWorks: 500 });
    expect(await count("from users where id like 'scale-u%'")).toBe(n.learners);
    expect(await count("from programs where id like 'scale-p%'")).toBe(n.programs);
    expect(await count("from courses where id like 'scale-c%'")).toBe(n.courses);
    expect(await count("from lessons where course_id like 'scale-c%'")).toBe(n.courses * 5);
    expect(await count("from tools where id like 'scale-t%'")).toBe(n.tools);
    expect(await count("from progress where user_id like 'scale-u%'")).toBe(n.learners * SCALE_PER_LEARNER.progress);
    expect(await count("from tool_favorites where user_id like 'scale-u%'")).toBe(
      n.learners * SCALE_PER_LEARNER.favorites,
    );
    // The demo content is all there too.
    expect(await count("from users where id = 'u-learner'")).toBe(1);
    expect(await count("from courses where id = 'c-intro'")).toBe(1);
  });

  it("adds final works in every status to the final-work courses, one per learner, for the review queue", async () => {
    const byStatus = await ctx.db.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from exam_submits where id like 'scale-s%' group by status order by status",
    );
    expect(byStatus).toEqual([
      { status: "approved", n: 250 },
      { status: "pending", n: 150 },
      { status: "rejected", n: 100 },
    ]);
    expect(await count("from exams where course_id like 'scale-c%'")).toBe(2);
    expect(await count("from exam_tasks where course_id like 'scale-c%'")).toBe(4);
    // Each sent by its own learner, with the task as it read, and decided ones with their reviewer and time.
    expect(await count("from (select distinct user_id from exam_submits where id like 'scale-s%') learners")).toBe(500);
    expect(await count("from exam_submits where id like 'scale-s%' and task_i18n is null")).toBe(0);
    expect(
      await count("from exam_submits where id like 'scale-s%' and status <> 'pending' and reviewed_at is null"),
    ).toBe(0);
  });

  it("the full size is 100k learners, 1k courses and 10k tools", () => {
    expect(scaleCounts()).toEqual({
      learners: 100_000,
      programs: 40,
      courses: 1_000,
      tools: 10_000,
      finalWorks: 50_000,
    });
  });

  it("gives the same rows on every run, and seeds once", async () => {
    const snapshot = () =>
      ctx.db.query(
        `select g.user_id, g.course_id, g.current_lesson_id, g.finished_at, g.updated_at from progress g
         where g.user_id in ('scale-u000001', 'scale-u000777') order by 1, 2`,
      );
    const before = await snapshot();
    expect(before.map((r) => (r as { course_id: string }).course_id)).toEqual([
      "scale-c00008",
      "scale-c00009",
      "scale-c00010",
      "scale-c00001",
      "scale-c00002",
      "scale-c00010",
    ]);
    await seedScale(ctx.db, { factor: FACTOR });
    expect(await snapshot()).toEqual(before);
    expect(await count("from users where id like 'scale-u%'")).toBe(1000);
  });

  it("signs a learner of the scale seed in, who finds their started courses on the home page", async () => {
    const learner = await signIn(ctx.app, "learner1@scale.example.com");
    const home = (await learner.get("/api/homepage-data")).json();
    expect(home.startedCourses.map((c: { _id: string }) => c._id).sort()).toEqual([
      "scale-c00008",
      "scale-c00009",
      "scale-c00010",
    ]);
    // Of the courses they have not started, the first HOME_NOT_STARTED_LIMIT in program order, and the count of all.
    const notStarted = await ctx.db.query<{ id: string }>(
      `select c.id from courses c join programs p on p.id = c.program_id
       where c.required_rank <= 2 and p.required_rank <= 2 and c.i18n ? 'pl'
         and not exists (select 1 from progress g where g.course_id = c.id and g.user_id = 'scale-u000001')
       order by p.position, c.position`,
    );
    expect(notStarted.length).toBeGreaterThan(HOME_NOT_STARTED_LIMIT);
    expect(home.notStartedTotal).toBe(notStarted.length);
    expect(home.notStartedCourses.map((c: { _id: string }) => c._id)).toEqual(
      notStarted.slice(0, HOME_NOT_STARTED_LIMIT).map((r) => r.id),
    );
  });
});
