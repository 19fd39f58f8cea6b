import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openPglite } from "../src/db/db.js";
import { migrate } from "../src/db/migrations.js";

/**
 * A campus that ran before organizations existed: each account carried the three flags. Upgrading moves every
 * account into an organization with exactly its flags, so what each learner sees does not change.
 */
let db: Db;

beforeAll(async () => {
  db = await openPglite("memory://");
  await migrate(db, 19);
  for (const [id, tools, benefits, community] of [
    ["a", true, true, true],
    ["b", false, false, false],
    ["c", true, false, true],
    ["d", true, true, true],
  ] as const) {
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, access_tools, access_benefits, access_community)
       values ($1, $1 || '@example.com', 'x', 'First', 'Last', $2, $3, $4)`,
      [id, tools, benefits, community],
    );
  }
  expect(await migrate(db)).toContain(20);
});

afterAll(() => db?.close());

describe("upgrading to organizations", () => {
  it("puts each account in the organization of its flags, one organization per combination", async () => {
    const rows = await db.query(
      `select u.id, o.access_tools as tools, o.access_benefits as benefits, o.access_community as community
       from users u join organizations o on o.id = u.organization_id order by u.id`,
    );
    expect(rows).toEqual([
      { id: "a", tools: true, benefits: true, community: true },
      { id: "b", tools: false, benefits: false, community: false },
      { id: "c", tools: true, benefits: false, community: true },
      { id: "d", tools: true, benefits: true, community: true },
    ]);
    const [{ n }] = (await db.query<{ n: number }>("select count(*)::int as n from organizations")) as [{ n: number }];
    expect(n).toBe(3);
  });

  it("leaves the accounts active and the flags only on their organizations", async () => {
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'users' and column_name like 'access_%'",
    );
    expect(columns).toEqual([]);
    const [active] = await db.query<{ n: number }>(
      "select count(*)::int as n from users where deactivated_at is null and invited_at is null",
    );
    expect(active?.n).toBe(4);
  });
});
