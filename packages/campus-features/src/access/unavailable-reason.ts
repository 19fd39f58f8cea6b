import type { RankStagesAnswer } from "@campus/contract";
import { isApiError } from "../api";
import type { UnavailableReason } from "./unavailable";

/** 403 and 406 have a page of their own; a 404 is on its way to the not-found page. */
export const hasOwnPage = (error: unknown) => isApiError(error) && [403, 404, 406].includes(error.status);

/**
 * Why a course (or its test) that did not load cannot be shown: 406 is the language; a 403 is the rank while the learner
 * has ranks still to reach (the API refuses a course for nothing else), or plain 'no access' once every rank
 * is theirs or the ranks cannot be read. Null for other failures, and while the ranks that decide a 403 load.
 */
export function unavailableReason(
  error: unknown,
  ranks: RankStagesAnswer | undefined,
  ranksError: unknown,
): UnavailableReason | null {
  if (!isApiError(error)) return null;
  if (error.status === 406) return { kind: "not-in-language" };
  if (error.status !== 403) return null;
  if (!ranks) return ranksError ? { kind: "no-access" } : null;
  const next = ranks.stages.find((stage) => !stage.reached && stage.stage > ranks.currentStage);
  if (!next) return { kind: "no-access" };
  return { kind: "locked", nextRank: next.title, ...(ranks.note ? { note: ranks.note } : {}) };
}

/** The page's heading for a reason, or null when the page keeps its own (a load error). */
export function unavailableTitleKey(reason: UnavailableReason | null) {
  if (reason?.kind === "locked") return "course.unavailable.lockedTitle";
  if (reason?.kind === "no-access") return "course.unavailable.noAccessTitle";
  if (reason?.kind === "not-in-language") return "course.unavailable.languageTitle";
  return null;
}
