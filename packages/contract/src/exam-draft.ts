import { type Static, Type } from "@sinclair/typebox";
import { Id } from "./common.js";

/**
 * A file chosen for an unsent answer, named only: its bytes stay on the device that chose it (they travel once,
 * with the answer). Another device shows which files to choose again there.
 */
export const DraftFile = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  mimeType: Type.String({ maxLength: 200 }),
  size: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
});
export type DraftFile = Static<typeof DraftFile>;

/** The unsent answer to a final-work task as the learner last left it: editor HTML, link rows and file names. */
export const ExamDraftContent = Type.Object({
  text: Type.String({ maxLength: 100_000 }),
  /** The link rows as typed, unchecked (an unfinished address is part of the draft). */
  links: Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 }),
  files: Type.Array(DraftFile, { maxItems: 10 }),
});
export type ExamDraftContent = Static<typeof ExamDraftContent>;

export const ExamDraft = Type.Composite([
  ExamDraftContent,
  Type.Object({
    examTaskId: Type.String(),
    /** When the server stored it: the draft's version, which a device compares with what it last saved. */
    updatedAt: Type.String(),
  }),
]);
export type ExamDraft = Static<typeof ExamDraft>;

/** `draft` is null when the learner keeps none for the task (never started, sent, or discarded). */
export const ExamDraftAnswer = Type.Object({ draft: Type.Union([ExamDraft, Type.Null()]) });
export type ExamDraftAnswer = Static<typeof ExamDraftAnswer>;

/** A final-work task of a course: `id` is the course's, as in the final work's own path. */
export const ExamTaskParams = Type.Object({ id: Id, taskId: Id });
export type ExamTaskParams = Static<typeof ExamTaskParams>;
