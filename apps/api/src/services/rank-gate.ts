import type { Lang } from "@campus/contract";
import { NO_ACCESS_MESSAGE } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import { refusedFor } from "../errors.js";
import { nameIn } from "../i18n.js";

/**
 * A program or course above the learner's rank: refused with SPEC section 6's 403 message, and its name,
 * description and the rank that opens it as the reason, so that the page keeps showing what is locked.
 */
export function requireRank(item: { required_rank: number; i18n: unknown }, user: SessionUser, lang: Lang): void {
  if (item.required_rank <= user.rankStage) return;
  const { title, description } = nameIn<{ title: string; description?: string }>(item.i18n, lang);
  throw refusedFor(NO_ACCESS_MESSAGE, {
    code: "rankTooLow",
    title,
    description: description ?? "",
    requiredRank: item.required_rank,
  });
}
