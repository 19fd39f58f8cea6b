import type { RankStagesAnswer, RefusalReason } from "@campus/contract";
import { isApiError } from "../api";
import type { UnavailableReason } from "./unavailable";

/** 403 and 406 have a page of their own; a 404 is on its way to the not-found page. */
export const hasOwnPage = (error: unknown) => isApiError(error) && [403, 404, 406].includes(error.status);

/**
 * Why a course (or its test, or a program) that did not load cannot be shown: 406 is the language; a 403 is the
 * rank (the API refuses them for nothing else). The refusal names what is locked and the rank stage that opens
 * it; the rank ladder gives that stage's name. Without the stage (an older answer) the learner's next rank is
 * said instead, while they have one to reach; 'no access' once every rank is theirs or the ranks cannot be
 * read. Null for other failures, and while the ranks that decide a 403 load.
 */
export function unavailableReason(
  error: unknown,
  ranks: RankStagesAnswer | undefined,
  ranksError: unknown,
): UnavailableReason | null {
  if (!isApiError(error)) return null;
  const refusal = error.reason;
  if (error.status === 406) {
    return refusal?.code === "notInLanguage"
      ? { kind: "not-in-language", title: refusal.title, languages: refusal.languages }
      : { kind: "not-in-language" };
  }
  if (error.status !== 403) return null;
  if (!ranks) return ranksError ? lockedWithoutRanks(refusal) : null;
  const note = ranks.note ? { note: ranks.note } : {};
  if (refusal?.code === "rankTooLow") {
    const required = ranks.stages.find((stage) => stage.stage === refusal.requiredRank);
    return {
      kind: "locked",
      title: refusal.title,
      ...(refusal.description ? { description: refusal.description } : {}),
      ...(required ? { requiredRank: required.title } : {}),
      ...note,
    };
  }
  const next = ranks.stages.find((stage) => !stage.reached && stage.stage > ranks.currentStage);
  if (!next) return { kind: "no-access" };
  return { kind: "locked", nextRank: next.title, ...note };
}

/** A 403 while the rank ladder cannot be read: the lock with the name when the refusal gives one. */
function lockedWithoutRanks(refusal: RefusalReason | undefined): UnavailableReason {
  if (refusal?.code !== "rankTooLow") return { kind: "no-access" };
  return { kind: "locked", title: refusal.title, ...(refusal.description ? { description: refusal.description } : {}) };
}

/** The page's heading for a reason: the name of what is refused when the refusal gives it; null keeps its own. */
export function unavailableTitleKey(reason: UnavailableReason | null) {
  if (reason?.kind === "locked") return "course.unavailable.lockedTitle";
  if (reason?.kind === "no-access") return "course.unavailable.noAccessTitle";
  if (reason?.kind === "not-in-language") return "course.unavailable.languageTitle";
  return null;
}

/** The name of what is refused, when the refusal gives it, for the page's heading in place of a generic one. */
export const unavailableName = (reason: UnavailableReason | null): string | undefined =>
  reason && reason.kind !== "no-access" ? reason.title : undefined;
