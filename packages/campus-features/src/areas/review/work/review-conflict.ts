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
  const reason = (error as ApiError).answerReason as Record<string, unknown> | null | undefined;
  if (reason?.code === "reviewClaimed" && isReviewer(reason.reviewer) && typeof reason.until === "string") {
    return { kind: "claimed", reviewer: reason.reviewer, until: reason.until };
  }
  if (reason?.code === "reviewChanged") {
    if (reason.change === "resent") return { kind: "resent" };
    if (
      reason.change === "decided" &&
      isSubmitStatus(reason.status) &&
      (reason.reviewer === null || isReviewer(reason.reviewer))
    ) {
      return { kind: "decided", status: reason.status, reviewer: reason.reviewer };
    }
  }
  // Any other shape (a newer server's) is left to the answer's message.
  return undefined;
}

/** A reviewer named on a claim or a verdict. */
function isReviewer(value: unknown): value is Reviewer {
  const reviewer = value as Record<string, unknown> | null | undefined;
  return (
    typeof reviewer?._id === "string" && typeof reviewer.firstName === "string" && typeof reviewer.lastName === "string"
  );
}

const isSubmitStatus = (value: unknown): value is SubmitStatus =>
  value === "pending" || value === "approved" || value === "rejected";

/** A reviewer's or learner's name as the console writes it: "Marek Zieliński". */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
