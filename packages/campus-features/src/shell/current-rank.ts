import type { AnswerOf } from "@campus/contract";

type Ranks = AnswerOf<"rankStages">;

/** The stage the learner is at, as the ranks call answers it (undefined until it has). */
export const currentRank = (ranks: Ranks | undefined): Ranks["stages"][number] | undefined =>
  ranks?.stages.find((stage) => stage.stage === ranks.currentStage);
