import { type CommunityAnswer, type CommunityQuery, DEFAULT_PAGE_SIZE, type Lang } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { noAccess } from "../errors.js";
import { pick } from "../i18n.js";
import { pageOf } from "./cards.js";

/** One page of the community cards in the learner's language; 403 for an organization without community. */
export async function communityPage(
  db: Queryable,
  user: SessionUser,
  q: CommunityQuery,
  lang: Lang,
): Promise<CommunityAnswer> {
  if (!user.accessCommunity) throw noAccess();
  const rows = await db.query<{
    id: string;
    category: string;
    url: string;
    disabled: boolean;
    background_image: string;
    i18n: Record<string, { title: string; hashes: string[] }>;
  }>("select * from community_cards order by position");
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  const cards = rows
    .filter((r) => r.i18n[lang])
    .map((r) => {
      const text = pick<{ title: string; hashes: string[] }>(r.i18n, lang);
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
  return { cards: cards.slice((page - 1) * limit, page * limit), ...pageOf(page, limit, cards.length) };
}
