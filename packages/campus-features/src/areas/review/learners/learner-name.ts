import type { LearnerAccount } from "@campus/contract";

/** A learner's name as the list and every question about them say it. */
export const learnerName = (learner: Pick<LearnerAccount, "firstName" | "lastName">) =>
  `${learner.firstName} ${learner.lastName}`;
