import type { ExamAnswer } from "@campus/contract";
import { useEffect } from "react";
import { useLocation, useMatch, useNavigate, useParams } from "react-router";
import { type AddressedStep, type FinalWorkStep, finalWorkPaths, stepAt, stepPath } from "./final-work-steps";

/** What the entry's history entry carries once the page has decided to show the overview there. */
interface EntryState {
  chosen?: boolean;
}

/** The step the address asks for, from the route's parameters. */
function useAddressedStep(): AddressedStep {
  const { taskId } = useParams();
  const onList = useMatch(finalWorkPaths[1]) !== null;
  if (taskId !== undefined) return { step: "task", taskId };
  return onList ? { step: "tasks" } : { step: "entry" };
}

/**
 * The step the address shows (final-work-steps.ts; null until the final work `exam` has loaded), with the
 * address put right where it cannot be shown as it is, and `go`, the page's own move to another step.
 */
export function useStepAddress(examId: string, exam: ExamAnswer | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const addressed = useAddressedStep();
  const chosen = (location.state as EntryState | null)?.chosen === true;
  const step = exam ? stepAt(exam, addressed, chosen) : null;

  // The address says the step shown: where the entry opened (a sent answer's task), or where an address that
  // cannot be shown as it is was put right. It replaces the address, so Back still leaves the final work, and
  // keeps the scroll: the learner is already on this step, perhaps reading further down.
  const wanted = step ? stepPath(examId, step) : null;
  const entryDecided = addressed.step !== "entry" || chosen;
  useEffect(() => {
    if (wanted === null) return;
    if (location.pathname !== wanted || !entryDecided) {
      void navigate(wanted, {
        replace: true,
        preventScrollReset: true,
        state: { chosen: true } satisfies EntryState,
      });
    }
  }, [wanted, entryDecided, location.pathname, navigate]);

  const go = (next: FinalWorkStep) => {
    void navigate(stepPath(examId, next), { state: { chosen: true } satisfies EntryState });
  };
  return { step, go };
}
