import { HOME_NOT_STARTED_LIMIT, type HomepageAnswer } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, createLearner, PREFIX, signIn, useApp } from "./helpers.js";

/**
 * The home page with a catalogue larger than it shows: every started course, the next HOME_NOT_STARTED_LIMIT
 * not-started ones in program order and how many there are in all. A program of twenty courses is added to the
 * demo content, inserted out of their order, with one course above the learners' rank and one in Polish only,
 * and a program above their rank whose courses are open at it.
 */
const ctx = useApp();

const MANY = 20;
/** Course numbers of the added program in the order they are inserted: not their positions, nor their ids' order. */
const INSERT_ORDER = Array.from({ length: MANY }, (_, i) => (i * 7) % MANY);
const manyId = (n: number) => `c-home-${String(MANY - n).padStart(2, "0")}`;
const ABOVE_RANK = manyId(3);
const POLISH_ONLY = manyId(5);

let fresh: Agent;
let freshId: string;

/** What the home page should list as not started, worked out apart from the service: open, in the language, no progress. */
async function notStartedInOrder(userId: string, rank: number, lang: "pl" | "en"): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>(
    `select c.id from courses c join programs p on p.id = c.program_id
     where c.required_rank <= $2 and p.required_rank <= $2 and c.i18n ? $3
       and not exists (select 1 from progress g where g.course_id = c.id and g.user_id = $1)
     order by p.position, c.position`,
    [userId, rank, lang],
  );
  return rows.map((r) => r.id);
}

const homeOf = async (who: Agent): Promise<HomepageAnswer> => {
  const response = await who.get("/api/homepage-data");
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
};
const ids = (cards: { _id: string }[]) => cards.map((c) => c._id);
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

beforeAll(async () => {
  const [last] = await ctx.db.query<{ position: number }>("select max(position)::int as position from programs");
  const text = (title: string) => ({ title, description: `${title}: opis.` });
  for (const [id, position, rank] of [
    ["p-home-many", (last?.position ?? 0) + 1, 1],
    ["p-home-locked", (last?.position ?? 0) + 2, 3],
  ] as const) {
    await ctx.db.query(
      `insert into programs (id, position, required_rank, image, i18n) values ($1, $2, $3, '/api/media/cover-1.jpg', $4)`,
      [
        id,
        position,
        rank,
        JSON.stringify({ pl: { ...text(id), longDescription: "" }, en: { ...text(id), longDescription: "" } }),
      ],
    );
  }
  for (const n of INSERT_ORDER) {
    const id = manyId(n);
    const i18n = id === POLISH_ONLY ? { pl: text(id) } : { pl: text(id), en: text(id) };
    await ctx.db.query(
      `insert into courses (id, program_id, position, required_rank, course_type, image, i18n)
       values ($1, 'p-home-many', $2, $3, 'closed-test', '/api/media/cover-2.jpg', $4)`,
      [id, n, id === ABOVE_RANK ? 3 : 1, JSON.stringify(i18n)],
    );
    await ctx.db.query(
      `insert into lessons (id, course_id, parent_id, position, kind, duration_minutes, i18n)
       values ($1 || '-l1', $1, null, 1, 'text', 4, $2), ($1 || '-l2', $1, null, 2, 'text', 6, $2)`,
      [id, JSON.stringify({ pl: { title: "Lekcja", text: "Treść." }, en: { title: "Lesson", text: "Text." } })],
    );
  }
  await ctx.db.query(
    `insert into courses (id, program_id, position, required_rank, course_type, image, i18n)
     values ('c-home-locked', 'p-home-locked', 1, 1, 'closed-test', '/api/media/cover-3.jpg', $1)`,
    [JSON.stringify({ pl: text("c-home-locked"), en: text("c-home-locked") })],
  );
  freshId = "u-home-fresh";
  fresh = await signIn(ctx.app, await createLearner(ctx.db, freshId, 2));
  fresh.cookies.set(`${PREFIX}lang`, "pl");
});

describe("the home page with a large catalogue", () => {
  it(`sends the first ${HOME_NOT_STARTED_LIMIT} not-started courses in program order and counts them all`, async () => {
    const expected = await notStartedInOrder(freshId, 2, "pl");
    expect(expected.length).toBeGreaterThan(HOME_NOT_STARTED_LIMIT);
    const home = await homeOf(fresh);
    expect(home.notStartedCourses).toHaveLength(HOME_NOT_STARTED_LIMIT);
    expect(ids(home.notStartedCourses)).toEqual(expected.slice(0, HOME_NOT_STARTED_LIMIT));
    expect(home.notStartedTotal).toBe(expected.length);
    expect(home.startedCourses).toEqual([]);
    // Nothing started: the first not-started course is where to start, a full card like those in the list.
    expect(home.startingCourse).toEqual(home.notStartedCourses[0]);
    expect(home.notStartedCourses.every((c) => c.status === "not-started" && c.progressPercentage === 0)).toBe(true);
    // Courses above the rank, in a program above it, or not in the language are neither sent nor counted.
    expect(expected).not.toContain(ABOVE_RANK);
    expect(expected).not.toContain("c-home-locked");
    expect(expected).toContain(POLISH_ONLY);
  });

  it("keeps the added program's courses in their positions, not in the order they were stored", async () => {
    const expected = await notStartedInOrder(freshId, 2, "pl");
    const added = expected.filter((id) => id.startsWith("c-home-"));
    expect(added).toEqual(Array.from({ length: MANY }, (_, n) => manyId(n)).filter((id) => id !== ABOVE_RANK));
    // Joining every course before them brings the added program into the list, in its order.
    const before = expected.slice(0, expected.indexOf(manyId(0)));
    for (const id of before) expect((await fresh.post(`/api/course/join/${id}`)).statusCode).toBe(200);
    const home = await homeOf(fresh);
    expect(ids(home.notStartedCourses)).toEqual(added.slice(0, HOME_NOT_STARTED_LIMIT));
    expect(home.notStartedTotal).toBe(added.length);
    expect(home.startedCourses).toHaveLength(before.length);
  });

  it("lists every started course, most recently active first, and leaves completed courses out", async () => {
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-home-started", 2));
    learner.cookies.set(`${PREFIX}lang`, "pl");
    const all = await notStartedInOrder("u-home-started", 2, "pl");
    // Courses from the end of the list, the middle and the added program, joined one after another.
    const joined = [all[all.length - 1], manyId(0), all[3], manyId(12)] as string[];
    for (const id of joined) {
      expect((await learner.post(`/api/course/join/${id}`)).statusCode).toBe(200);
      await tick();
    }
    let home = await homeOf(learner);
    expect(ids(home.startedCourses)).toEqual([...joined].reverse());
    expect(home.startingCourse?._id).toBe(manyId(12));
    expect(home.startedCourses.every((c) => c.status === "started")).toBe(true);
    const rest = all.filter((id) => !joined.includes(id));
    expect(ids(home.notStartedCourses)).toEqual(rest.slice(0, HOME_NOT_STARTED_LIMIT));
    expect(home.notStartedTotal).toBe(rest.length);

    // A course taken up again becomes the most recent; a completed one leaves both lists and the count.
    await ctx.db.query(
      "update progress set updated_at = now() + interval '1 minute' where user_id = $1 and course_id = $2",
      ["u-home-started", all[3]],
    );
    await ctx.db.query("update progress set finished_at = now() where user_id = $1 and course_id = $2", [
      "u-home-started",
      manyId(0),
    ]);
    home = await homeOf(learner);
    expect(ids(home.startedCourses)).toEqual([all[3], manyId(12), all[all.length - 1]]);
    expect(home.startingCourse?._id).toBe(all[3]);
    expect(home.notStartedTotal).toBe(rest.length);
    expect(ids(home.notStartedCourses)).not.toContain(manyId(0));
  });

  it("counts by the learner's language and rank", async () => {
    const expectedEn = await notStartedInOrder(freshId, 2, "en");
    fresh.cookies.set(`${PREFIX}lang`, "en");
    const en = await homeOf(fresh);
    fresh.cookies.set(`${PREFIX}lang`, "pl");
    expect(en.notStartedTotal).toBe(expectedEn.length);
    expect(ids(en.notStartedCourses)).toEqual(expectedEn.slice(0, HOME_NOT_STARTED_LIMIT));
    expect(ids(en.notStartedCourses)).not.toContain(POLISH_ONLY);

    const expert = await signIn(ctx.app, await createLearner(ctx.db, "u-home-expert", 3));
    expert.cookies.set(`${PREFIX}lang`, "pl");
    const expected = await notStartedInOrder("u-home-expert", 3, "pl");
    expect(expected).toContain(ABOVE_RANK);
    expect(expected).toContain("c-home-locked");
    const home = await homeOf(expert);
    expect(home.notStartedTotal).toBe(expected.length);
    expect(ids(home.notStartedCourses)).toEqual(expected.slice(0, HOME_NOT_STARTED_LIMIT));
  });

  it("sends a short list whole, with a total equal to its length", async () => {
    // Everything but three courses started: three are left, all of them sent.
    const learner = await signIn(ctx.app, await createLearner(ctx.db, "u-home-few", 2));
    learner.cookies.set(`${PREFIX}lang`, "pl");
    const all = await notStartedInOrder("u-home-few", 2, "pl");
    const keep = [all[2], all[9], all[all.length - 1]];
    await ctx.db.query(
      `insert into progress (id, user_id, course_id)
       select 'g-home-few-' || id, 'u-home-few', id from unnest($1::text[]) id`,
      [all.filter((id) => !keep.includes(id))],
    );
    const home = await homeOf(learner);
    expect(ids(home.notStartedCourses)).toEqual(keep);
    expect(home.notStartedTotal).toBe(3);
    expect(home.startedCourses).toHaveLength(all.length - 3);
  });
});
