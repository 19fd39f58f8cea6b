import type { LessonKind } from "@campus/contract";

/** Why finishing a lesson waits for the learner (SPEC section 4, "Lessons"). */
export type FinishBlock = "presentation-not-done" | "internal-test-not-completed";

/**
 * What the finish-lesson control offers: the lesson is already completed; it is made of sub-lessons, which
 * are finished one by one; finishing waits for something (shown with the reason); or the learner may finish.
 */
export type FinishState =
  | { status: "completed" }
  | { status: "in-parts" }
  | { status: "blocked"; reason: FinishBlock }
  | { status: "allowed" };

export interface FinishFacts {
  kind: LessonKind;
  /** The progress says the lesson (or sub-lesson) is completed. */
  isCompleted: boolean;
  /** The lesson has sub-lessons (and is not one). */
  hasSublessons: boolean;
  /** The learner marked this presentation as done (this browser's list). */
  isPresentationDone: boolean;
  /** The progress says its internal test is completed. */
  isInternalTestCompleted: boolean;
}

/**
 * The finish-lesson rules: a completed lesson shows as completed; a presentation waits until it is marked as
 * done and an internal test until it is completed; any other lesson may be finished.
 */
export function finishState(facts: FinishFacts): FinishState {
  if (facts.isCompleted) return { status: "completed" };
  if (facts.hasSublessons) return { status: "in-parts" };
  if (facts.kind === "presentation" && !facts.isPresentationDone) {
    return { status: "blocked", reason: "presentation-not-done" };
  }
  if (facts.kind === "internal-test" && !facts.isInternalTestCompleted) {
    return { status: "blocked", reason: "internal-test-not-completed" };
  }
  return { status: "allowed" };
}
