import type { ExamAnswer } from "@campus/contract";
import type { Dispatch } from "react";
import { useHideFooter } from "../../frame";
import { type DraftStorage, deviceDraftKey, useLearner } from "../../session";
import { useWarningToast } from "../../toasts";
import { hasUnsentWork } from "./answer-draft";
import type { FinalWorkAction, Work } from "./final-work-state";
import { type FinalWorkStep, isEditable, submissionOf } from "./final-work-steps";
import { type useExam, useSendAnswer } from "./hooks";
import { useAnswerSend } from "./use-answer-send";
import { useServerDraftCalls } from "./use-server-draft";
import { useTaskDraft } from "./use-task-draft";

export interface TaskAnswerOptions {
  examId: string;
  /** The final work, once loaded. */
  exam: ExamAnswer | undefined;
  /** The step the address shows. */
  step: FinalWorkStep | null;
  work: Work | null;
  /** Where drafts are kept on this device; none: nowhere. */
  storage: DraftStorage | undefined;
  dispatch: Dispatch<FinalWorkAction>;
  mutateExam: ReturnType<typeof useExam>["mutate"];
}

/**
 * The answer to the task shown: its earlier submission, its drafts on this device and the server, and its send;
 * `hasUnsent` when leaving it would lose work.
 */
export function useTaskAnswer({ examId, exam, step, work, storage, dispatch, mutateExam }: TaskAnswerOptions) {
  const { user } = useLearner();
  const { send, isSending } = useSendAnswer(examId);
  const taskId = step?.step === "task" ? step.taskId : null;
  const submit = exam && taskId ? submissionOf(exam, taskId) : undefined;
  const editable = exam !== undefined && taskId !== null && isEditable(submit);
  // Writing the answer, the learner needs no footer links to leave an unsent answer by.
  useHideFooter(editable);
  const taskDraft = useTaskDraft({
    storage,
    draftKey: taskId ? deviceDraftKey(user._id, examId, taskId) : null,
    server: useServerDraftCalls(examId, editable ? taskId : null),
    isEditable: editable,
    draft: work?.draft,
    start: work?.start,
    isPaused: isSending,
    onRestore: (draft) => {
      if (taskId) dispatch({ type: "restore", taskId, draft });
    },
  });
  // The server cannot be reached: the answer is safe on this device alone, until the server has it again.
  const { status } = taskDraft;
  useWarningToast(
    status === "offline",
    status === "synced" || status === "syncedFilesHere",
    "finalWork.draft.offlineToast",
  );
  const sendAnswer = useAnswerSend({ taskId, work, submit, send, taskDraft, mutateExam, dispatch });
  const hasUnsent = work !== null && isEditable(submit) && hasUnsentWork(work.draft, work.start);
  return { submit, isSending, taskDraft, sendAnswer, hasUnsent };
}
