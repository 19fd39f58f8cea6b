import type { Queryable } from "../db/db.js";
import { badRequest } from "../errors.js";

/** The highest rank stage the campus names (its rank-stages page, in any language); 1 when it names none. */
export async function highestRankStage(db: Queryable): Promise<number> {
  const [row] = await db.query<{ highest: number | null }>(
    `select max((stage->>'stage')::int) as highest
     from pages, jsonb_each(i18n) as language(lang, page), jsonb_array_elements(page->'stages') as stage
     where key = 'rank-stages'`,
  );
  return row?.highest ?? 1;
}

/** Refuses a rank stage the campus does not name, saying which it does (staff's changes and invitations). */
export async function assertRankStage(db: Queryable, rankStage: number): Promise<void> {
  const highest = await highestRankStage(db);
  if (rankStage > highest) throw badRequest(`Rank stage ${rankStage} is not one of 1 to ${highest}.`);
}
