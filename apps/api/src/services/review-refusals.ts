import type { Reviewer, SubmitStatus } from "@campus/contract";
import { conflict } from "../errors.js";

/** A reviewer's name from a row's columns, or null when there is none (no claim, an erased account). */
export function reviewerOf(id: string | null, firstName: string | null, lastName: string | null): Reviewer | null {
  return id ? { _id: id, firstName: firstName ?? "", lastName: lastName ?? "" } : null;
}

const named = (reviewer: Reviewer | null) => (reviewer ? ` by ${reviewer.firstName} ${reviewer.lastName}` : "");

/** The work was decided meanwhile (by `reviewer`, when known): nothing is left to claim or decide. */
export const workDecided = (status: SubmitStatus, reviewer: Reviewer | null) =>
  conflict(
    `This work was already ${status === "approved" ? "approved" : "returned for correction"}${named(reviewer)}: load it again.`,
    { code: "reviewChanged", change: "decided", status, reviewer },
  );

/** The learner sent a new version after the one the verdict was made on. */
export const workResent = () =>
  conflict("The learner sent a new version of this work meanwhile: read it before deciding.", {
    code: "reviewChanged",
    change: "resent",
    status: "pending",
    reviewer: null,
  });

/** Another reviewer holds the work until `until`: it is theirs to decide unless the caller takes it over. */
export const workClaimed = (reviewer: Reviewer, until: Date) =>
  conflict(
    `${reviewer.firstName} ${reviewer.lastName} is reviewing this work until ${until.toISOString()}: take it over first.`,
    { code: "reviewClaimed", reviewer, until: until.toISOString() },
  );
