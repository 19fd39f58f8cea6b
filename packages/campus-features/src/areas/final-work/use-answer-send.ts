import type { ExamSubmit } from "@campus/contract";
import { type Dispatch, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToasts } from "../../toasts";
import { isBlank, splitErrors } from "./answer-draft";
import { noErrors, providerErrors } from "./answer-form";
import type { FinalWorkAction, Work } from "./final-work-state";
import type { useExam, useSendAnswer } from "./hooks";
import { refusalTexts } from "./refusal-texts";
import type { useTaskDraft } from "./use-task-draft";

export interface AnswerSendOptions {
  /** The task shown, whose answer `work` is. */
  taskId: string | null;
  work: Work | null;
  /** The task's earlier answer: a rejected one is corrected. */
  submit: ExamSubmit | undefined;
  send: ReturnType<typeof useSendAnswer>["send"];
  taskDraft: Pick<ReturnType<typeof useTaskDraft>, "beginSend" | "finishSend" | "sendFailed">;
  /** Told of the submission once sent, so the page shows it at once (and asks the server again). */
  mutateExam: ReturnType<typeof useExam>["mutate"];
  dispatch: Dispatch<FinalWorkAction>;
}

/**
 * Sends the open task's answer: checked first (something written, links of the allowed services), with the
 * key kept with its draft, the sent modal once it arrives, and otherwise each refusal on what it concerns.
 */
export function useAnswerSend({ taskId, work, submit, send, taskDraft, mutateExam, dispatch }: AnswerSendOptions) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const sending = useRef(false);
  return async () => {
    // A second click while the answer is on its way is the same send (the server would answer it with the
    // same submission anyway, by its key).
    if (!work || !taskId || sending.current) return;
    if (isBlank(work.draft)) {
      dispatch({ type: "invalid", errors: { ...noErrors, form: t("finalWork.task.empty") } });
      return;
    }
    const badLinks = providerErrors(work.draft, t("finalWork.links.invalidProvider"));
    if (Object.keys(badLinks).length > 0) {
      dispatch({ type: "invalid", errors: { byLink: badLinks, fields: {}, form: t("finalWork.task.fixLinks") } });
      return;
    }
    dispatch({ type: "sending" });
    sending.current = true;
    const idempotencyKey = await taskDraft.beginSend(work.draft);
    const onProgress = (fileId: string, progress: number) => dispatch({ type: "progress", fileId, progress });
    const result = await send(taskId, submit, work.draft, idempotencyKey, onProgress).finally(() => {
      sending.current = false;
    });
    if (result.ok) {
      const sent = result.submit;
      await taskDraft.finishSend();
      await mutateExam(
        (current) =>
          current && {
            ...current,
            isSubmittedByUser: true,
            submitData: [...current.submitData.filter((other) => other._id !== sent._id), sent],
          },
        { revalidate: true },
      );
      dispatch({ type: "sent", taskId });
      return;
    }
    // The answer stays on screen as it was, each refusal on what it concerns.
    taskDraft.sendFailed();
    dispatch({
      type: "refused",
      errors: splitErrors(refusalTexts(result.fieldErrors, result.refusals, t), work.draft.links),
    });
    toasts.error(t("finalWork.sendError"));
  };
}
