import { DEFAULT_PAGE_SIZE, type Lang, type Partner, type PartnersAnswer, type PartnersQuery } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { noAccess, notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { commaList, pageOf } from "./cards.js";
import { likePattern } from "./tool.js";

interface PartnerText {
  description: string;
  benefit: string;
  howToUse: string;
}

interface PartnerRow {
  id: string;
  name: string;
  category: string;
  logo: string;
  url: string;
  code: string | null;
  i18n: Record<string, PartnerText>;
}

/** Partner benefits are an organization's choice: without them every partner call answers 403. */
function needsBenefits(user: SessionUser) {
  if (!user.accessBenefits) throw noAccess();
}

function partnerOfRow(r: PartnerRow, lang: Lang): Partner {
  const text = pick<PartnerText>(r.i18n, lang);
  return {
    _id: r.id,
    name: r.name,
    category: r.category,
    logo: r.logo,
    url: r.url,
    code: r.code,
    description: text.description,
    benefit: text.benefit,
    howToUse: text.howToUse,
  };
}

/** One page of the partners in the learner's language, by category and a search in names and benefits. */
export async function partnersPage(
  db: Queryable,
  user: SessionUser,
  q: PartnersQuery,
  lang: Lang,
): Promise<PartnersAnswer> {
  needsBenefits(user);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  const search = q.search?.trim() ? likePattern(q.search.trim()) : "";
  const rows = await db.query<PartnerRow>(
    `select * from partners where (cardinality($1::text[]) = 0 or category = any($1::text[]))
     and ($2 = '' or lower(name) like lower($2) or lower(i18n->$3->>'benefit') like lower($2)) and i18n ? $3 order by position`,
    [commaList(q.categories), search, lang],
  );
  return {
    data: rows.slice((page - 1) * limit, page * limit).map((r) => partnerOfRow(r, lang)),
    ...pageOf(page, limit, rows.length),
  };
}

/** One partner's benefit. */
export async function partnerOf(db: Queryable, user: SessionUser, id: string, lang: Lang): Promise<Partner> {
  needsBenefits(user);
  const [row] = await db.query<PartnerRow>("select * from partners where id = $1", [id]);
  if (!row) throw notFound("Partner");
  return partnerOfRow(row, lang);
}
