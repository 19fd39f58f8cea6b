import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";
import { migrate } from "../src/db/migrations.js";
import { emptyPostgresDatabase } from "./helpers.js";

/**
 * A campus that ran before the review queue: a work's send and verdict both moved `updated_at`. Upgrading works out
 * when each was sent and decided from what was kept, copies each task's words as the work's, and starts every
 * work at version 1 with no claim.
 */
let db: Db;
let drop = async () => {};

const TASK_I18N = { pl: { title: "Zadanie", description: "Opis" }, en: { title: "Task", description: "About" } };

beforeAll(async () => {
  if (process.env.CAMPUS_TEST_DB === "postgres") {
    const empty = await emptyPostgresDatabase("campus_upgrade");
    db = await openPostgres(empty.url);
    drop = empty.drop;
  } else {
    db = await openPglite("memory://");
  }
  await migrate(db, 20);
  await db.exec(`
    insert into organizations (id, name) values ('org', 'Org');
    insert into users (id, email, password_hash, first_name, last_name, organization_id, role) values
      ('learner', 'learner@example.com', 'x', 'Ala', 'Nowak', 'org', 'learner'),
      ('staff', 'staff@example.com', 'x', 'Marek', 'Zieliński', 'org', 'staff');
    insert into programs (id, position, image, i18n) values ('p', 1, '/x.jpg', '{"pl": {"title": "P"}}');
    insert into courses (id, program_id, position, course_type, image, i18n)
      values ('c', 'p', 1, 'final-work', '/x.jpg', '{"pl": {"title": "C"}}');
    insert into exams (course_id, i18n) values ('c', '{"pl": {"title": "Praca"}}');
    insert into exam_tasks (id, course_id, position, answer_types, i18n) values
      ('t1', 'c', 1, '["text"]', '${JSON.stringify(TASK_I18N)}'),
      ('t2', 'c', 2, '["text"]', '${JSON.stringify(TASK_I18N)}'),
      ('t3', 'c', 3, '["text"]', '${JSON.stringify(TASK_I18N)}');
    -- Pending: sent when last changed. Approved at first try: sent when made. Approved after a correction: sent
    -- when the rejected version was archived.
    insert into exam_submits (id, user_id, course_id, exam_task_id, status, text, reviewed_by, created_at, updated_at)
    values
      ('pending', 'learner', 'c', 't1', 'pending', 'a', null, '2026-05-01T10:00:00Z', '2026-05-03T10:00:00Z'),
      ('approved', 'learner', 'c', 't2', 'approved', 'b', 'staff', '2026-05-01T10:00:00Z', '2026-05-02T10:00:00Z'),
      ('corrected', 'learner', 'c', 't3', 'approved', 'c', 'staff', '2026-05-01T10:00:00Z', '2026-05-09T10:00:00Z');
    insert into exam_submit_history (id, submit_id, status, text, feedback, reviewed_at, archived_at) values
      ('h1', 'corrected', 'rejected', 'c0', 'More', '2026-05-02T10:00:00Z', '2026-05-04T10:00:00Z'),
      ('h2', 'corrected', 'rejected', 'c1', 'Again', '2026-05-05T10:00:00Z', '2026-05-07T10:00:00Z');
  `);
  expect(await migrate(db)).toContain(21);
});

afterAll(async () => {
  await db?.close();
  await drop();
});

describe("upgrading to the review queue", () => {
  it("works out when each work was sent and decided", async () => {
    const rows = await db.query<{ id: string; sent_at: Date; reviewed_at: Date | null }>(
      "select id, sent_at, reviewed_at from exam_submits order by id",
    );
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    expect(rows.map((r) => [r.id, iso(r.sent_at), iso(r.reviewed_at)])).toEqual([
      ["approved", "2026-05-01T10:00:00.000Z", "2026-05-02T10:00:00.000Z"],
      ["corrected", "2026-05-07T10:00:00.000Z", "2026-05-09T10:00:00.000Z"],
      ["pending", "2026-05-03T10:00:00.000Z", null],
    ]);
  });

  it("keeps each task's words with its work, at version 1 and unclaimed", async () => {
    const rows = await db.query<{ task_i18n: unknown; version: number; claimed_by: string | null }>(
      "select task_i18n, version, claimed_by, claimed_until from exam_submits",
    );
    for (const row of rows) expect(row).toMatchObject({ task_i18n: TASK_I18N, version: 1, claimed_by: null });
  });

  it("makes new works sent now, and indexes the queue", async () => {
    await db.query(
      `insert into exam_submits (id, user_id, course_id, exam_task_id, status)
       values ('new', 'staff', 'c', 't1', 'pending')`,
    );
    const [fresh] = await db.query<{ recent: boolean }>(
      "select sent_at > now() - interval '1 minute' as recent from exam_submits where id = 'new'",
    );
    expect(fresh?.recent).toBe(true);
    const [index] = await db.query<{ definition: string }>(
      "select indexdef as definition from pg_indexes where indexname = 'exam_submits_queue'",
    );
    expect(index?.definition).toMatch(/\(status, sent_at, id\)/);
  });
});
