import type { ExamAnswer } from "@campus/contract";
import { type AnswerDraft, draftFrom } from "./answer-draft";
import { type AnswerErrors, noErrors } from "./answer-form";
import { type FinalWorkStep, isEditable, sameStep, submissionOf } from "./final-work-steps";

/** The answer being written to the open task, and where it started (to tell whether anything is unsent). */
export interface Work {
  taskId: string;
  draft: AnswerDraft;
  start: AnswerDraft;
}

/** What the final work's page holds between its steps' addresses and the server. */
export interface FinalWorkState {
  /** The step on screen; null until the final work has loaded. */
  shown: FinalWorkStep | null;
  /** The answer to the task shown; null on the overview and the list, and once the answer is sent. */
  work: Work | null;
  /** What the check before sending, or the server, refused of the answer. */
  errors: AnswerErrors;
  /** The step the learner asked for while leaving unsent work, waiting for the change-task modal. */
  asked: FinalWorkStep | null;
  /** The task whose answer was sent last, for the sent modal's offer of the next one. */
  sentTaskId: string | null;
  isSentOpen: boolean;
}

export type FinalWorkAction =
  /** A new step (by the page, Back or Forward): its answer starts afresh. */
  | { type: "show"; step: FinalWorkStep; exam: ExamAnswer }
  | { type: "edit"; draft: AnswerDraft }
  /** A draft kept on this device or the server, found once `taskId` opened. */
  | { type: "restore"; taskId: string; draft: AnswerDraft }
  /** How far a file of the answer has gone while it is being sent (none: not on its way). */
  | { type: "progress"; fileId: string; progress: number | undefined }
  /** The check before sending found something to put right. */
  | { type: "invalid"; errors: AnswerErrors }
  | { type: "sending" }
  | { type: "sent"; taskId: string }
  /** The server refused the answer: it stays as it was, with no file on its way. */
  | { type: "refused"; errors: AnswerErrors }
  | { type: "ask"; step: FinalWorkStep }
  | { type: "stay" }
  | { type: "sentOpen"; isOpen: boolean };

export const initialFinalWorkState: FinalWorkState = {
  shown: null,
  work: null,
  errors: noErrors,
  asked: null,
  sentTaskId: null,
  isSentOpen: false,
};

/** The answer a step starts with: none off a task; a rejected answer's own to correct; else an empty one. */
export function workFor(exam: ExamAnswer, step: FinalWorkStep): Work | null {
  if (step.step !== "task") return null;
  const submit = submissionOf(exam, step.taskId);
  const start = draftFrom(isEditable(submit) ? submit : undefined);
  return { taskId: step.taskId, draft: start, start };
}

/** Whether `step` is a move from the step on screen (the first showing is one too). */
export function isNewStep(state: Pick<FinalWorkState, "shown">, step: FinalWorkStep): boolean {
  return state.shown === null || !sameStep(state.shown, step);
}

const withDraft = (state: FinalWorkState, draft: (work: Work) => AnswerDraft): FinalWorkState =>
  state.work ? { ...state, work: { ...state.work, draft: draft(state.work) } } : state;

const withProgress = (draft: AnswerDraft, fileId: string, progress: number | undefined): AnswerDraft => ({
  ...draft,
  files: draft.files.map((file) => (file.id === fileId ? { ...file, progress } : file)),
});

/** The final work page's transitions; what does not apply (no answer open, the same step) leaves it as it is. */
export function finalWorkReducer(state: FinalWorkState, action: FinalWorkAction): FinalWorkState {
  switch (action.type) {
    case "show":
      if (!isNewStep(state, action.step)) return state;
      return { ...state, shown: action.step, work: workFor(action.exam, action.step), errors: noErrors };
    case "edit":
      return withDraft(state, () => action.draft);
    case "restore":
      // Only over an answer the learner has not started here meanwhile.
      if (state.work?.taskId !== action.taskId || state.work.draft !== state.work.start) return state;
      return withDraft(state, () => action.draft);
    case "progress":
      return withDraft(state, (work) => withProgress(work.draft, action.fileId, action.progress));
    case "invalid":
      return { ...state, errors: action.errors };
    case "refused":
      // Each file's progress goes; an answer without files is left as it was (so it is not saved again).
      return withDraft({ ...state, errors: action.errors }, (work) =>
        work.draft.files.reduce((draft, file) => withProgress(draft, file.id, undefined), work.draft),
      );
    case "sending":
      return { ...state, errors: noErrors };
    case "sent":
      return { ...state, work: null, sentTaskId: action.taskId, isSentOpen: true };
    case "ask":
      return { ...state, asked: action.step };
    case "stay":
      return { ...state, asked: null };
    case "sentOpen":
      return { ...state, isSentOpen: action.isOpen };
  }
}
