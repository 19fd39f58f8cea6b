import type { Queryable } from "../db/db.js";

/** The highest rank stage the campus names (its rank-stages page, in any language); 1 when it names none. */
export async function highestRankStage(db: Queryable): Promise<number> {
  const [row] = await db.query<{ highest: number | null }>(
    `select max((stage->>'stage')::int) as highest
     from pages, jsonb_each(i18n) as language(lang, page), jsonb_array_elements(page->'stages') as stage
     where key = 'rank-stages'`,
  );
  return row?.highest ?? 1;
}
