import type { ExamAnswer } from "@campus/contract";
import { ChangeTaskConfirmModal, FinalWorkSuccessModal } from "@campus/design-system";
import type { Dispatch, RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { FinalWorkAction, FinalWorkState } from "./final-work-state";
import { type FinalWorkStep, nextUnsentTask } from "./final-work-steps";

export interface FinalWorkModalsProps {
  exam: ExamAnswer;
  state: Pick<FinalWorkState, "asked" | "sentTaskId" | "isSentOpen">;
  dispatch: Dispatch<FinalWorkAction>;
  /** The heading of the step shown, which takes focus once the sent modal has closed. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Moves to a step (the one asked for, or the next task offered). */
  onGo: (step: FinalWorkStep) => void;
  /** Gives the unsent answer up, with its drafts. */
  onDiscard: () => void;
}

/**
 * The final work's two modals: the change-task one, asking before unsent work is left (staying keeps it,
 * leaving loses it), and the sent one, with how long the review takes and the next task without an answer.
 */
export function FinalWorkModals({ exam, state, dispatch, headingRef, onGo, onDiscard }: FinalWorkModalsProps) {
  const { t } = useTranslation();
  const next = state.sentTaskId ? nextUnsentTask(exam, state.sentTaskId) : undefined;
  return (
    <>
      <ChangeTaskConfirmModal
        isOpen={state.asked !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) dispatch({ type: "stay" });
        }}
        title={t("finalWork.changeTask.title")}
        message={t("finalWork.changeTask.message")}
        confirmLabel={t("finalWork.changeTask.confirm")}
        cancelLabel={t("finalWork.changeTask.cancel")}
        onConfirm={() => {
          // The modal says the unsent answer is lost: its drafts go too (here and on the server), or reopening
          // the task would bring it back.
          onDiscard();
          if (state.asked) onGo(state.asked);
        }}
      />
      <FinalWorkSuccessModal
        isOpen={state.isSentOpen}
        onOpenChange={(isOpen) => dispatch({ type: "sentOpen", isOpen })}
        title={t("finalWork.success.title")}
        message={t("finalWork.success.message", { count: exam.reviewBusinessDays })}
        okLabel={t("finalWork.success.ok")}
        closeLabel={t("finalWork.success.close")}
        {...(next
          ? {
              next: {
                message: t("finalWork.success.nextUp", { title: next.title }),
                label: t("finalWork.success.nextTask"),
                onPress: () => onGo({ step: "task", taskId: next._id }),
              },
            }
          : {})}
        // The Send button that opened it is gone with the form: focus goes to the heading of the task shown
        // (the sent one, or the next one offered), once the dialog's own return of focus has found nothing.
        onClosed={() => requestAnimationFrame(() => requestAnimationFrame(() => headingRef.current?.focus()))}
      />
    </>
  );
}
