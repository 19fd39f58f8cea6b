import { calls, DEFAULT_PAGE_SIZE, type FilterOption } from "@campus/contract";
import { type App, def, type Services } from "../app.js";
import { conflict, noAccess, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { commaList, pageOf, TOOL_SELECT, type ToolRow, toolCard } from "../services/cards.js";
import { markActivity } from "../services/progress.js";
import type { SessionUser } from "../sessions.js";
import { loginAnswer, userById } from "../users.js";

const needs = (allowed: boolean) => {
  if (!allowed) throw noAccess();
};
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function catalogRoutes(app: App, { db }: Services) {
  app.route({
    ...def(calls.tools),
    handler: async (request) => {
      needs(request.user.accessTools);
      const q = request.query;
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      const page = q.page ?? 1;
      const order = q.order === "desc" ? "desc" : "asc";
      const rows = await db.query<ToolRow & { total: number }>(
        `select ${TOOL_SELECT}, count(*) over ()::int as total from tools t
         where ($2::text = '' or lower(t.name) like lower($2) or lower(t.i18n->$7->>'description') like lower($2))
           and (cardinality($3::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.domain_categories) d where d = any($3::text[])))
           and (cardinality($4::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.business_categories) b where b = any($4::text[])))
           and (not $5::boolean or exists (select 1 from tool_favorites f where f.tool_id = t.id and f.user_id = $1))
         order by lower(t.name) ${order}, t.id ${order} limit $6 offset $8`,
        [
          request.user.id,
          q.search?.trim() ? likePattern(q.search.trim()) : "",
          commaList(q.domainCategories),
          commaList(q.businessCategories),
          q.showFavorites === true,
          limit,
          request.lang,
          (page - 1) * limit,
        ],
      );
      let total = rows[0]?.total;
      if (total === undefined) total = rows.length;
      if (rows.length === 0 && page > 1) total = await countTools(request.user, q);
      return { data: rows.map((r) => toolCard(r, request.lang)), ...pageOf(page, limit, total) };
    },
  });

  async function countTools(
    user: SessionUser,
    q: { search?: string; domainCategories?: string; businessCategories?: string; showFavorites?: boolean },
  ) {
    const [row] = await db.query<{ total: number }>(
      `select count(*)::int as total from tools t
       where ($2::text = '' or lower(t.name) like lower($2))
         and (cardinality($3::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.domain_categories) d where d = any($3::text[])))
         and (cardinality($4::text[]) = 0 or exists (select 1 from jsonb_array_elements_text(t.business_categories) b where b = any($4::text[])))
         and (not $5::boolean or exists (select 1 from tool_favorites f where f.tool_id = t.id and f.user_id = $1))`,
      [
        user.id,
        q.search?.trim() ? likePattern(q.search.trim()) : "",
        commaList(q.domainCategories),
        commaList(q.businessCategories),
        q.showFavorites === true,
      ],
    );
    return row?.total ?? 0;
  }

  async function toolRow(user: SessionUser, id: string) {
    needs(user.accessTools);
    const [row] = await db.query<ToolRow>(`select ${TOOL_SELECT} from tools t where t.id = $2`, [user.id, id]);
    if (!row) throw notFound("Tool");
    return row;
  }

  app.route({
    ...def(calls.tool),
    handler: async (request) => {
      const row = await toolRow(request.user, request.params.id);
      const text = pick<{ longDescription: string; features: string[] }>(row.i18n, request.lang);
      await markActivity(db, request.user.id, "used_tool");
      return {
        tool: { ...toolCard(row, request.lang), longDescription: text.longDescription, features: text.features },
      };
    },
  });

  app.route({
    ...def(calls.relatedTools),
    handler: async (request) => {
      const row = await toolRow(request.user, request.params.id);
      const related = await db.query<ToolRow>(
        `select ${TOOL_SELECT} from tools t where t.id <> $2 and (t.domain_categories ?| $3::text[] or t.business_categories ?| $4::text[])
         order by lower(t.name) limit 3`,
        [request.user.id, row.id, row.domain_categories, row.business_categories],
      );
      return { tools: related.map((r) => toolCard(r, request.lang)) };
    },
  });

  async function favorite(user: SessionUser, id: string, add: boolean) {
    await toolRow(user, id);
    if (add)
      await db.query("insert into tool_favorites (user_id, tool_id) values ($1, $2) on conflict do nothing", [
        user.id,
        id,
      ]);
    else await db.query("delete from tool_favorites where user_id = $1 and tool_id = $2", [user.id, id]);
    const row = await toolRow(user, id);
    return { success: true, isFavorite: row.is_favorite, favoritesCount: row.favorites_count };
  }
  app.route({ ...def(calls.addFavorite), handler: async (request) => favorite(request.user, request.params.id, true) });
  app.route({
    ...def(calls.removeFavorite),
    handler: async (request) => favorite(request.user, request.params.id, false),
  });

  app.route({
    ...def(calls.community),
    handler: async (request) => {
      needs(request.user.accessCommunity);
      const rows = await db.query<{
        id: string;
        category: string;
        url: string;
        disabled: boolean;
        background_image: string;
        i18n: Record<string, { title: string; hashes: string[] }>;
      }>("select * from community_cards order by position");
      const limit = request.query.limit ?? DEFAULT_PAGE_SIZE;
      const page = request.query.page ?? 1;
      const cards = rows
        .filter((r) => r.i18n[request.lang])
        .map((r) => {
          const text = pick<{ title: string; hashes: string[] }>(r.i18n, request.lang);
          return {
            id: r.id,
            category: r.category,
            title: text.title,
            hashes: text.hashes,
            url: r.url,
            disabled: r.disabled,
            backgroundImage: r.background_image,
          };
        });
      return {
        cards: cards.slice((page - 1) * limit, page * limit),
        ...pageOf(page, limit, cards.length),
      };
    },
  });

  type PartnerRow = {
    id: string;
    name: string;
    category: string;
    logo: string;
    url: string;
    code: string | null;
    i18n: Record<string, { description: string; benefit: string }>;
  };
  const partner = (r: PartnerRow, lang: "pl" | "en") => {
    const text = pick<{ description: string; benefit: string }>(r.i18n, lang);
    return {
      _id: r.id,
      name: r.name,
      category: r.category,
      logo: r.logo,
      url: r.url,
      code: r.code,
      description: text.description,
      benefit: text.benefit,
    };
  };

  app.route({
    ...def(calls.partners),
    handler: async (request) => {
      needs(request.user.accessBenefits);
      const q = request.query;
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      const page = q.page ?? 1;
      const categories = commaList(q.categories);
      const search = q.search?.trim() ? likePattern(q.search.trim()) : "";
      const rows = await db.query<PartnerRow>(
        `select * from partners where (cardinality($1::text[]) = 0 or category = any($1::text[]))
         and ($2 = '' or lower(name) like lower($2) or lower(i18n->$3->>'benefit') like lower($2)) and i18n ? $3 order by position`,
        [categories, search, request.lang],
      );
      return {
        data: rows.slice((page - 1) * limit, page * limit).map((r) => partner(r, request.lang)),
        ...pageOf(page, limit, rows.length),
      };
    },
  });

  app.route({
    ...def(calls.partner),
    handler: async (request) => {
      needs(request.user.accessBenefits);
      const [row] = await db.query<PartnerRow>("select * from partners where id = $1", [request.params.id]);
      if (!row) throw notFound("Partner");
      return { partner: partner(row, request.lang) };
    },
  });

  app.route({
    ...def(calls.filters),
    handler: async (request) => {
      const rows = await db.query<{ kind: string; value: string; i18n: Record<string, { label: string }> }>(
        "select kind, value, i18n from filter_options order by position",
      );
      const of = (kind: string): FilterOption[] =>
        rows
          .filter((r) => r.kind === kind)
          .map((r) => ({ value: r.value, label: r.i18n[request.lang]?.label ?? r.i18n.en?.label ?? r.value }));
      return {
        domainCategories: of("domainCategories"),
        businessCategories: of("businessCategories"),
        partnerCategories: of("partnerCategories"),
        licenceTypes: of("licenceTypes"),
        ranks: of("ranks"),
        modulesTypes: of("modulesTypes"),
        moduleCourseTypes: of("moduleCourseTypes"),
        toolSort: of("toolSort"),
      };
    },
  });

  async function page<V>(key: string, lang: "pl" | "en") {
    const [row] = await db.query<{ i18n: Record<string, V> }>("select i18n from pages where key = $1", [key]);
    if (!row) throw notFound("Page");
    return pick<V>(row.i18n, lang);
  }

  app.route({
    ...def(calls.about),
    handler: async (request) => {
      const text = await page<{
        title: string;
        intro: string;
        sections: { title: string; body: string }[];
        mastermind: { title: string; description: string; graduationMeeting: string };
      }>("about", request.lang);
      // The Mastermind facts of SPEC section 9.
      return {
        page: {
          ...text,
          mastermind: { ...text.mastermind, durationMonths: 4, leaders: 10, meetingEveryWeeks: { min: 2, max: 3 } },
        },
      };
    },
  });

  app.route({
    ...def(calls.onboarding),
    handler: async (request) => ({
      data: await page<{
        title: string;
        intro: string;
        steps: { _id: string; title: string; body: string; image: string }[];
      }>("onboarding", request.lang),
    }),
  });

  app.route({
    ...def(calls.completeOnboarding),
    handler: async (request) => {
      if (request.user.rankStage > 1) throw conflict("Onboarding is already complete.");
      await db.query("update users set rank_stage = 2 where id = $1 and rank_stage = 1", [request.user.id]);
      return loginAnswer(await userById(db, request.user.id));
    },
  });
}
