import { REVIEW_QUEUE_PAGE_SIZE, type ReviewQueueAnswer } from "@campus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewDueAt } from "../src/services/business-days.js";
import { type Agent, createLearner, PREFIX, STAFF, signIn, useApp } from "./helpers.js";
import { accountNamed, hoursAgo, seedWork } from "./review-fixtures.js";

/**
 * The staff's review queue: works of a status, oldest sent first, a page at a time; filters by program, course, task
 * and learner; the counts of each status under the other filters, the overdue ones among them; the filters' choices.
 */
const ctx = useApp();
let staff: Agent;

const OLD = Date.parse("2026-10-01T08:00:00Z");
/** The 28 old pending works, oldest first: work n was sent n hours after OLD (works 4 and 5 at the same time). */
const many = Array.from({ length: 28 }, (_, i) => `rq-w-${String(i + 1).padStart(2, "0")}`);

beforeAll(async () => {
  staff = await signIn(ctx.app, STAFF);
  await accountNamed(ctx.db, "rq-lucja", { firstName: "Łucja", lastName: "Żółkiewska", email: "lucja.z@example.com" });
  await accountNamed(ctx.db, "rq-jan", { firstName: "Jan", lastName: "Kowalski", email: "jan.k@example.com" });
  // Work 5 is stored before work 4 and sent at the same moment: the id orders them.
  for (const n of [5, ...Array.from({ length: 28 }, (_, i) => i + 1).filter((n) => n !== 5)]) {
    const user = `rq-many-${n}`;
    await createLearner(ctx.db, user);
    await seedWork(ctx.db, {
      id: many[n - 1] as string,
      userId: user,
      courseId: "c-final-multi",
      taskId: "c-final-multi-task1",
      sentAt: new Date(OLD + (n === 5 ? 4 : n) * 3600_000),
    });
  }
  // Sent an hour ago: last in the queue, and not overdue.
  await seedWork(ctx.db, {
    id: "rq-lucja-w",
    userId: "rq-lucja",
    courseId: "c-final-single",
    taskId: "c-final-single-task1",
    sentAt: hoursAgo(1),
  });
  await seedWork(ctx.db, {
    id: "rq-jan-approved",
    userId: "rq-jan",
    courseId: "c-final-multi",
    taskId: "c-final-multi-task2",
    status: "approved",
    sentAt: "2026-09-01T10:00:00Z",
  });
  await seedWork(ctx.db, {
    id: "rq-jan-rejected",
    userId: "rq-jan",
    courseId: "c-final-single",
    taskId: "c-final-single-task1",
    status: "rejected",
    feedback: "Więcej przykładów",
    sentAt: "2026-09-02T10:00:00Z",
  });
});

async function queue(search = "", who = staff): Promise<ReviewQueueAnswer> {
  const answer = await who.get(`/api/staff/reviews${search}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const ids = (answer: ReviewQueueAnswer) => answer.items.map((item) => item._id);

describe("the review queue", () => {
  it("lists pending works oldest sent first, the id breaking a tie, a page at a time", async () => {
    const first = await queue();
    expect(first).toMatchObject({ page: 1, pageSize: REVIEW_QUEUE_PAGE_SIZE, total: 29 });
    expect(ids(first)).toEqual(many.slice(0, 25));
    const second = await queue("?page=2");
    expect(ids(second)).toEqual([...many.slice(25), "rq-lucja-w"]);
    expect(second.total).toBe(29);
    expect(await queue("?page=3")).toMatchObject({ items: [], total: 29, page: 3 });
  });

  it("counts every status and the overdue works under the other filters", async () => {
    expect((await queue()).counts).toEqual({ pending: 29, approved: 1, rejected: 1, overdue: 28 });
    const single = await queue("?courseId=c-final-single");
    expect(single.counts).toEqual({ pending: 1, approved: 0, rejected: 1, overdue: 0 });
    expect(ids(single)).toEqual(["rq-lucja-w"]);
    const approved = await queue("?status=approved");
    expect(ids(approved)).toEqual(["rq-jan-approved"]);
    expect(approved.total).toBe(1);
    expect(approved.counts).toEqual({ pending: 29, approved: 1, rejected: 1, overdue: 28 });
  });

  it("filters by program, course and task", async () => {
    expect(ids(await queue("?programId=p-foundations"))).toEqual(["rq-lucja-w"]);
    expect((await queue("?programId=p-practice")).total).toBe(28);
    expect((await queue("?taskId=c-final-multi-task1")).total).toBe(28);
    expect((await queue("?taskId=c-final-multi-task2")).counts).toEqual({
      pending: 0,
      approved: 1,
      rejected: 0,
      overdue: 0,
    });
    expect((await queue("?courseId=c-final-multi&taskId=c-final-single-task1")).total).toBe(0);
  });

  it("finds a learner by a part of their name or email, in any letter case, Polish letters too", async () => {
    for (const words of ["żółk", "ŻÓŁKIEWSKA", "łucja", "Łucja Żółk", "LUCJA.Z@", "  lucja.z  "]) {
      expect(ids(await queue(`?query=${encodeURIComponent(words)}`)), words).toEqual(["rq-lucja-w"]);
    }
    const jan = await queue(`?query=${encodeURIComponent("KOWALSKI")}`);
    expect(jan.items).toEqual([]);
    expect(jan.counts).toEqual({ pending: 0, approved: 1, rejected: 1, overdue: 0 });
    expect(ids(await queue("?query=kowalski&status=rejected"))).toEqual(["rq-jan-rejected"]);
    expect((await queue("?query=rq-many-1")).total).toBe(11);
    expect((await queue("?query=nobody-at-all")).counts).toEqual({ pending: 0, approved: 0, rejected: 0, overdue: 0 });
    // What would be a pattern's wildcard is a letter like any other.
    for (const wild of ["%", "_", "\\", "rq_many"]) {
      expect((await queue(`?query=${encodeURIComponent(wild)}&status=approved`)).counts.pending, wild).toBe(0);
    }
  });

  it("shows each work's learner, course, task, due time, overdue flag and claim", async () => {
    await ctx.db.query(
      "update exam_submits set claimed_by = 'u-staff', claimed_until = now() + interval '10 minutes' where id = 'rq-w-02'",
    );
    await ctx.db.query(
      "update exam_submits set claimed_by = 'u-staff', claimed_until = now() - interval '1 minute' where id = 'rq-w-03'",
    );
    const { items } = await queue();
    const [first, second, third] = items;
    expect(first).toMatchObject({
      _id: "rq-w-01",
      status: "pending",
      learner: { _id: "rq-many-1", firstName: "Other", lastName: "Learner", email: "rq-many-1@example.com" },
      program: { _id: "p-practice", title: "AI w praktyce" },
      course: { _id: "c-final-multi", title: "Projekt: kampania z AI" },
      task: { _id: "c-final-multi-task1" },
      sentAt: new Date(OLD + 3600_000).toISOString(),
      dueAt: reviewDueAt(new Date(OLD + 3600_000)).toISOString(),
      overdue: true,
      claim: null,
    });
    expect(second?.claim).toMatchObject({ reviewer: { _id: "u-staff", firstName: "Marek", lastName: "Zieliński" } });
    expect(second?.claim?.mine).toBe(true);
    // A claim whose time is over is no claim.
    expect(third?.claim).toBeNull();
    const lucja = (await queue("?query=lucja")).items[0];
    expect(lucja).toMatchObject({ overdue: false, learner: { firstName: "Łucja", lastName: "Żółkiewska" } });
    expect(Date.parse(lucja?.dueAt ?? "")).toBeGreaterThan(Date.now());
  });

  it("offers every program, course and task with a final work, titled in the caller's language or else the other", async () => {
    await ctx.db.query(`update exam_tasks set i18n = i18n - 'en' where id = 'c-final-multi-task3'`);
    const { filters } = await queue();
    expect(filters.programs).toEqual([
      { _id: "p-foundations", title: "Podstawy AI" },
      { _id: "p-practice", title: "AI w praktyce" },
    ]);
    expect(filters.courses).toEqual([
      { _id: "c-final-single", title: "Projekt: asystent AI", programId: "p-foundations" },
      { _id: "c-final-multi", title: "Projekt: kampania z AI", programId: "p-practice" },
    ]);
    expect(filters.tasks.map((t) => [t._id, t.courseId])).toEqual([
      ["c-final-single-task1", "c-final-single"],
      ["c-final-multi-task1", "c-final-multi"],
      ["c-final-multi-task2", "c-final-multi"],
      ["c-final-multi-task3", "c-final-multi"],
    ]);
    staff.cookies.set(`${PREFIX}lang`, "en");
    try {
      const english = await queue();
      expect(english.filters.programs[0]).toEqual({ _id: "p-foundations", title: "AI foundations" });
      expect(english.filters.tasks.find((t) => t._id === "c-final-multi-task1")?.title).toBe("Describe your project");
      // Only in Polish: its Polish title.
      expect(english.filters.tasks.find((t) => t._id === "c-final-multi-task3")?.title).toBe("Dołącz raport");
      expect(english.items[0]?.course.title).toBe("Project: a campaign with AI");
    } finally {
      staff.cookies.delete(`${PREFIX}lang`);
    }
  });

  it("refuses filters it does not know, and learners", async () => {
    for (const search of ["?status=late", "?page=0", "?courseId=bad%20id", `?query=${"x".repeat(201)}`]) {
      expect((await staff.get(`/api/staff/reviews${search}`)).statusCode, search).toBe(400);
    }
    const learner = await signIn(ctx.app, "lucja.z@example.com");
    expect((await learner.get("/api/staff/reviews")).statusCode).toBe(403);
  });
});
