import { DEFAULT_PAGE_SIZE, type Lang, type Tool, type ToolsAnswer, type ToolsQuery } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { noAccess, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { markActivity } from "./activity.js";
import { commaList, pageOf, TOOL_SELECT, type ToolRow, toolCard } from "./cards.js";

/** The tools catalogue is an organization's choice: without it every tool call answers 403. */
export function needsTools(user: SessionUser) {
  if (!user.accessTools) throw noAccess();
}

/** A LIKE pattern that finds the search as typed: `%`, `_` and `\` in it match themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the tools matching the filters, by name, with how many match in all, in one statement. The page is
 * cut before the favorites are counted, so a page costs its nine tools however large the catalogue; an address
 * past the last page still answers the total (one row without a tool). Neither the page nor the total walks the
 * whole catalogue unless a search or a category asks for it: the whole catalogue's size is kept by the database
 * (tool_totals), and the learner's favorites are read from the learner's own marks.
 */
export async function toolsPage(db: Queryable, user: SessionUser, q: ToolsQuery, lang: Lang): Promise<ToolsAnswer> {
  needsTools(user);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  const order = q.order === "desc" ? "desc" : "asc";
  const unfiltered = "$2::text = '' and cardinality($3::text[]) = 0 and cardinality($4::text[]) = 0";
  const filters = `($2::text = '' or lower(t.name) like lower($2) or lower(t.i18n->$7->>'description') like lower($2))
    and (cardinality($3::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.domain_categories) d where d = any($3::text[])))
    and (cardinality($4::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.business_categories) b where b = any($4::text[])))`;
  const byName = `order by lower(t.name) ${order}, t.id ${order}`;
  // Only the branch that $5 (favorites only) and the filters choose runs: the others' subqueries and one-time filters
  // are never evaluated, in a plan made for these values or one kept for the prepared statement.
  const rows = await db.query<(ToolRow & { total: number }) | { id: null; total: number }>(
    `select ${TOOL_SELECT}, counted.total
     from (select case
         when $5::boolean then (select count(*)::int from tool_favorites f join tools t on t.id = f.tool_id
           where f.user_id = $1 and ${filters})
         when ${unfiltered} then (select tools from tool_totals)
         else (select count(*)::int from tools t where ${filters})
       end as total) counted
       left join lateral (
         (select t.* from tools t where not $5::boolean and ${filters} ${byName} limit $6 offset $8)
         union all
         (select t.* from tool_favorites f join tools t on t.id = f.tool_id
           where $5::boolean and f.user_id = $1 and ${filters} ${byName} limit $6 offset $8)
       ) t on true
     ${byName}`,
    [
      user.id,
      q.search?.trim() ? likePattern(q.search.trim()) : "",
      commaList(q.domainCategories),
      commaList(q.businessCategories),
      q.showFavorites === true,
      limit,
      lang,
      (page - 1) * limit,
    ],
  );
  const tools = rows.filter((r): r is ToolRow & { total: number } => r.id !== null);
  return { data: tools.map((r) => toolCard(r, lang)), ...pageOf(page, limit, rows[0]?.total ?? 0) };
}

/** A tool with the learner's favorite mark and its favorites count; 404 when there is none. */
export async function toolRow(db: Queryable, user: SessionUser, id: string): Promise<ToolRow> {
  needsTools(user);
  const [row] = await db.query<ToolRow>(`select ${TOOL_SELECT} from tools t where t.id = $2`, [user.id, id]);
  if (!row) throw notFound("Tool");
  return row;
}

/**
 * A tool's page. Reading it changes nothing (a prefetch or a crawler must not complete a streak task): the page
 * says it was opened with `visitTool`.
 */
export async function toolOf(db: Queryable, user: SessionUser, id: string, lang: Lang): Promise<Tool> {
  const row = await toolRow(db, user, id);
  const text = pick<{ longDescription: string; features: string[] }>(row.i18n, lang);
  return { ...toolCard(row, lang), longDescription: text.longDescription, features: text.features };
}

/** The learner opened a tool's page: the day's 'use a tool' streak task is done (SPEC section 9). */
export async function visitTool(db: Queryable, user: SessionUser, id: string): Promise<void> {
  await toolRow(db, user, id);
  await markActivity(db, user.id, "used_tool");
}

/** Three other tools sharing a domain or business category with a tool, by name. */
export async function relatedTools(db: Queryable, user: SessionUser, id: string, lang: Lang) {
  const row = await toolRow(db, user, id);
  const related = await db.query<ToolRow>(
    `select ${TOOL_SELECT} from tools t where t.id <> $2 and (t.domain_categories ?| $3::text[] or t.business_categories ?| $4::text[])
     order by lower(t.name) limit 3`,
    [user.id, row.id, row.domain_categories, row.business_categories],
  );
  return related.map((r) => toolCard(r, lang));
}

/** Marks or unmarks a tool as the learner's favorite, answering its mark and count afterwards. */
export async function setFavorite(db: Queryable, user: SessionUser, id: string, favorite: boolean) {
  await toolRow(db, user, id);
  if (favorite)
    await db.query("insert into tool_favorites (user_id, tool_id) values ($1, $2) on conflict do nothing", [
      user.id,
      id,
    ]);
  else await db.query("delete from tool_favorites where user_id = $1 and tool_id = $2", [user.id, id]);
  const row = await toolRow(db, user, id);
  return { success: true, isFavorite: row.is_favorite, favoritesCount: row.favorites_count };
}
