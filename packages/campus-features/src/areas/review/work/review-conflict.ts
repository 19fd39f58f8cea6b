import type { Reviewer, SubmitStatus } from "@campus/contract";
import { type ApiError, isApiError } from "../../../api";

/**
 * Why the server refused a claim or a verdict with a 409, as the page tells it: a colleague holds the work
 * (`claimed`, until when), the learner sent a new version meanwhile (`resent`), or someone decided it already
 * (`decided`, with the verdict and who made it).
 */
export type ReviewConflict =
  | { kind: "claimed"; reviewer: Reviewer; until: string }
  | { kind: "resent" }
  | { kind: "decided"; status: SubmitStatus; reviewer: Reviewer | null };

export function reviewConflictOf(error: unknown): ReviewConflict | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const reason = (error as ApiError).reason;
  if (reason?.code === "reviewClaimed") return { kind: "claimed", reviewer: reason.reviewer, until: reason.until };
  if (reason?.code === "reviewChanged") {
    return reason.change === "resent"
      ? { kind: "resent" }
      : { kind: "decided", status: reason.status, reviewer: reason.reviewer };
  }
  return undefined;
}

/** A reviewer's or learner's name as the console writes it: "Marek Zieliński". */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
