import { type Static, Type } from "@sinclair/typebox";
import { Id } from "./common.js";
import { PromptbookItem } from "./course.js";

/** The prompt to delete or to bring back, by its id. */
export const PromptbookItemParams = Type.Object({ id: Id });
export type PromptbookItemParams = Static<typeof PromptbookItemParams>;

/**
 * A deleted prompt, as it was: the Promptbook's undo brings it back with `restorePromptbookItem`, keeping its
 * date and lesson. A deleted prompt can be brought back for a day.
 */
export const PromptbookDeleteAnswer = Type.Object({ success: Type.Boolean(), item: PromptbookItem });
export type PromptbookDeleteAnswer = Static<typeof PromptbookDeleteAnswer>;

/** The tutorial shown once on the learner's first visit of home, remembered with the account. */
export const TutorialSeenAnswer = Type.Object({ success: Type.Boolean(), tutorialSeen: Type.Boolean() });
export type TutorialSeenAnswer = Static<typeof TutorialSeenAnswer>;

/** Why a call is refused to a demo account (403): the campus shows its demo-only modal for it. */
export const DEMO_ONLY_MESSAGE = "demo_only";
