import type { ClosedTestCheckAnswer } from "@campus/contract";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api";
import { useToasts, useWarningToast } from "../../toasts";
import { newCheckKey } from "./check-queue";
import { useCheck } from "./hooks";
import type { PendingCheck } from "./kept-test";
import { answersToSend, type TestAction, type TestState } from "./test-state";

export interface TestCheckOptions {
  courseId: string;
  state: TestState;
  dispatch: Dispatch<TestAction>;
  pendingCheck: PendingCheck | null;
  setPendingCheck: Dispatch<SetStateAction<PendingCheck | null>>;
}

/**
 * Ending the test: the answers sent for their check (again, with the same key, after a reload or while offline),
 * the result announced once, and a failure said in a toast.
 */
export function useTestCheck({ courseId, state, dispatch, pendingCheck, setPendingCheck }: TestCheckOptions) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [announcement, setAnnouncement] = useState("");

  const onChecked = useCallback(
    (answer: ClosedTestCheckAnswer) => {
      setPendingCheck(null);
      dispatch({ type: "checked", answer });
      const { correctCount, totalQuestions, percentage, passed } = answer.result;
      setAnnouncement(
        t(passed ? "closedTest.result.announcePassed" : "closedTest.result.announceFailed", {
          correct: correctCount,
          total: totalQuestions,
          percentage,
          threshold: state.percentageToPass,
        }),
      );
    },
    [t, state.percentageToPass, dispatch, setPendingCheck],
  );
  const onFailed = useCallback(
    (error: unknown) => {
      // A refused check (its key or answers) is sent again as a new one; any other failure keeps its key.
      if (isApiError(error) && [400, 409, 422].includes(error.status)) setPendingCheck(null);
      if (!(isApiError(error) && error.status === 404)) toasts.error(t("closedTest.check.error"));
    },
    [toasts, t, setPendingCheck],
  );
  const { phase, send } = useCheck(courseId, { onChecked, onFailed });
  // Ended offline: nothing failed, but the result waits for the connection (the answers are kept on the device).
  useWarningToast(phase.kind === "offline", phase.kind !== "offline", "closedTest.check.offlineToast");

  // A check asked for before a reload (or while offline) goes out again with its key, once.
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current || !pendingCheck || state.status !== "IN_PROGRESS") return;
    resent.current = true;
    void send(pendingCheck);
    // Mounted again (React's development check) after the wait was cancelled: it sends again, once.
    return () => {
      resent.current = false;
    };
  }, [pendingCheck, send, state.status]);

  const endTest = () => {
    const check = pendingCheck ?? { key: newCheckKey(), answers: answersToSend(state) };
    resent.current = true;
    setPendingCheck(check);
    void send(check);
  };

  return { phase, endTest, announcement, clearAnnouncement: () => setAnnouncement("") };
}
