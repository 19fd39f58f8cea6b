import { useReducer, useState } from "react";
import { useParams } from "react-router";
import { pageColumn } from "../../page";
import { type DraftStorage, indexedDbDrafts } from "../../session";
import { useLoadErrorToast } from "../../toasts";
import { FinalWorkModals } from "./final-work-modals";
import { FinalWorkNotLoaded } from "./final-work-not-loaded";
import { finalWorkReducer, initialFinalWorkState, isNewStep } from "./final-work-state";
import { FinalWorkStepView } from "./final-work-step-view";
import { type FinalWorkStep, needsChangeConfirmation, stepPath } from "./final-work-steps";
import { useExam, useLessonsLeft } from "./hooks";
import { useStepAddress } from "./use-step-address";
import { useStepFocus } from "./use-step-focus";
import { useTaskAnswer } from "./use-task-answer";

/**
 * The final work of a course (`/course-final-work/{id}`, SPEC section 4) in three steps, each at its own
 * address (final-work-steps.ts): the overview, the task list (skipped when there is one task) and the selected
 * task with its answer. A learner who already sent an answer, arriving at the entry, opens on that task.
 * Leaving a task with unsent work from the page asks first; Back and Forward move between the steps (an unsent
 * answer stays in its drafts meanwhile).
 */
export function FinalWorkPage({
  drafts,
}: {
  /** Where drafts are kept; this browser's IndexedDB unless given. */ drafts?: DraftStorage;
} = {}) {
  const { id = "" } = useParams();
  const [storage] = useState(() => drafts ?? indexedDbDrafts());
  const exam = useExam(id);
  const data = exam.data?._id === id ? exam.data : undefined;
  const lessonsLeft = useLessonsLeft(id);
  const { step, go } = useStepAddress(id, data);
  const [state, dispatch] = useReducer(finalWorkReducer, initialFinalWorkState);
  const toastAgain = useLoadErrorToast(exam.error, data !== undefined, "finalWork.loadError");
  const answer = useTaskAnswer({
    examId: id,
    exam: data,
    step,
    work: state.work,
    storage,
    dispatch,
    mutateExam: exam.mutate,
  });
  // A new step (by the page, Back or Forward) starts its answer afresh; the first showing is not a move.
  if (data && step && isNewStep(state, step)) dispatch({ type: "show", step, exam: data });
  // A step change (not the first showing) takes focus to the new step's heading.
  const heading = useStepFocus(state.shown === null ? null : stepPath(id, state.shown));

  if (!data || step === null || state.shown === null) {
    const retry = () => {
      toastAgain();
      void exam.mutate();
    };
    return (
      <div className={pageColumn.underCrumbs}>
        <FinalWorkNotLoaded courseId={id} hasFailed={Boolean(exam.error)} onRetry={retry} />
      </div>
    );
  }
  const request = (asked: FinalWorkStep) => {
    if (needsChangeConfirmation(step, asked, answer.hasUnsent)) dispatch({ type: "ask", step: asked });
    else go(asked);
  };
  return (
    <div className={pageColumn.underCrumbs}>
      <FinalWorkStepView
        exam={data}
        step={step}
        headingRef={heading}
        onRequest={request}
        answer={{
          submit: answer.submit,
          draft: state.work?.draft,
          errors: state.errors,
          isSending: answer.isSending,
          onChange: (draft) => dispatch({ type: "edit", draft }),
          onSend: () => void answer.sendAnswer(),
          draftStatus: answer.taskDraft.status,
          missingFiles: answer.taskDraft.missingFiles,
          lessonsLeft,
        }}
      />
      <FinalWorkModals
        exam={data}
        state={state}
        dispatch={dispatch}
        headingRef={heading}
        onGo={go}
        onDiscard={() => void answer.taskDraft.discard()}
      />
    </div>
  );
}
