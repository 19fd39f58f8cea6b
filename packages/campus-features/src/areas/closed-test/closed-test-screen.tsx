import type { ClosedTest, ClosedTestCheckAnswer } from "@campus/contract";
import { pagePaths } from "@campus/contract";
import type { BreadcrumbItem } from "@campus/design-system";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../api";
import { useClock } from "../../clock";
import { useHideFooter } from "../../frame";
import { useToasts, useWarningToast } from "../../toasts";
import { certificateFileName, isoDay } from "./certificate-name";
import { newCheckKey } from "./check-queue";
import { useCheck, useCourseEnding, useJoinCourse } from "./hooks";
import { JoinFirstDialog } from "./join-first-dialog";
import { forgetKeptTest, type PendingCheck, readKeptTest, writeKeptTest } from "./kept-test";
import { TestHero } from "./test-hero";
import { TestOutcome } from "./test-outcome";
import { TestQuestions } from "./test-questions";
import { TestStart } from "./test-start";
import { answersToSend, initialTestState, testReducer } from "./test-state";

export interface ClosedTestScreenProps {
  test: ClosedTest;
  trail: BreadcrumbItem[];
  userId: string;
  isJoined: boolean;
}

const storage = () => globalThis.localStorage as Storage | undefined;

/** The test's states (SPEC section 4) over the reducer, kept on the device while under way. */
export function ClosedTestScreen({ test, trail, userId, isJoined }: ClosedTestScreenProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const clock = useClock();
  const courseId = test._id;
  // What this device kept of the test, read once: a reload reopens it where the learner was.
  const [kept] = useState(() => readKeptTest(storage(), userId, courseId));
  const [state, dispatch] = useReducer(testReducer, test, (loaded) => {
    const initial = initialTestState(loaded);
    return kept ? testReducer(initial, { type: "resume", place: kept, at: clock().getTime() }) : initial;
  });
  const [pendingCheck, setPendingCheck] = useState<PendingCheck | null>(
    state.status === "IN_PROGRESS" ? (kept?.check ?? null) : null,
  );
  const [announcement, setAnnouncement] = useState("");
  const [isJoinOpen, setJoinOpen] = useState(false);
  const { join, isJoining } = useJoinCourse(courseId);

  // Every choice, move and check asked for is kept at once; a test that is not under way is not kept.
  useEffect(() => {
    if (state.status === "IN_PROGRESS") {
      writeKeptTest(storage(), userId, courseId, {
        index: state.index,
        answers: state.answers,
        check: pendingCheck,
        startedAt: state.startedAt,
      });
    } else forgetKeptTest(storage(), userId, courseId);
  }, [state.status, state.index, state.answers, state.startedAt, pendingCheck, userId, courseId]);

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
    [t, state.percentageToPass],
  );
  const onFailed = useCallback(
    (error: unknown) => {
      // A refused check (its key or answers) is sent again as a new one; any other failure keeps its key.
      if (isApiError(error) && [400, 409, 422].includes(error.status)) setPendingCheck(null);
      if (!(isApiError(error) && error.status === 404)) toasts.error(t("closedTest.check.error"));
    },
    [toasts, t],
  );
  const { phase, send } = useCheck(courseId, { onChecked, onFailed });
  // Under way, the test has the learner's whole attention: no footer links to wander off by.
  useHideFooter(state.status === "IN_PROGRESS");
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

  const ending = useCourseEnding(courseId, () =>
    certificateFileName(t("closedTest.certificate.fileName", { course: test.courseTitle, date: isoDay(new Date()) })),
  );
  const endCourse = async (kind: "certificate" | "finish") => {
    if (ending.pending !== null) return;
    if (await ending.run(kind)) void navigate(pagePaths.home);
  };

  // Focus follows the test: the first question on start, the result's heading once checked, the start on a retake.
  const startHeading = useRef<HTMLHeadingElement>(null);
  const questionArea = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(state.status);
  useEffect(() => {
    if (shownStatus.current === state.status) return;
    shownStatus.current = state.status;
    if (state.status === "IN_PROGRESS") questionArea.current?.focus();
    else if (state.status === "NOT_STARTED") startHeading.current?.focus();
    else {
      // The design system's result heading is not focusable by itself: it becomes so for this move only.
      const heading = result.current?.querySelector("h2");
      heading?.setAttribute("tabindex", "-1");
      heading?.classList.add("outline-none");
      heading?.focus();
    }
  }, [state.status]);

  const start = () => {
    if (isJoined) dispatch({ type: "start", at: clock().getTime() });
    else setJoinOpen(true);
  };
  const joinAndStart = async () => {
    if (!(await join())) return;
    setJoinOpen(false);
    dispatch({ type: "start", at: clock().getTime() });
  };

  return (
    <>
      <TestHero trail={trail} title={test.courseTitle} />
      {/* The result is announced once, here; the questions' own verdicts are read with them. */}
      <div role="status" className="sr-only">
        {announcement}
      </div>
      {state.status === "NOT_STARTED" ? (
        <TestStart
          courseId={courseId}
          questionCount={state.questions.length}
          percentageToPass={state.percentageToPass}
          hasCertificate={test.hasCertificate}
          isJoined={isJoined}
          onStart={start}
          isStarting={isJoining}
          headingRef={startHeading}
        />
      ) : state.status === "IN_PROGRESS" ? (
        <TestQuestions
          state={state}
          timeLimitMinutes={test.timeLimitMinutes}
          questionRef={questionArea}
          onChoose={(index, answerIds) => {
            // Changed answers are a new check: the one that failed is not sent again.
            if (phase.kind === "failed") setPendingCheck(null);
            dispatch({ type: "choose", index, answerIds });
          }}
          onBack={() => dispatch({ type: "back" })}
          onNext={() => dispatch({ type: "next" })}
          onEnd={endTest}
          phase={phase}
          onRetry={endTest}
        />
      ) : state.checked ? (
        <TestOutcome
          courseId={courseId}
          checked={state.checked}
          percentageToPass={state.percentageToPass}
          resultRef={result}
          pending={ending.pending}
          onDownloadCertificate={() => void endCourse("certificate")}
          onFinishCourse={() => void endCourse("finish")}
          onRetake={() => {
            setAnnouncement("");
            dispatch({ type: "reset" });
          }}
        />
      ) : null}
      <JoinFirstDialog
        isOpen={isJoinOpen}
        courseTitle={test.courseTitle}
        onJoin={() => void joinAndStart()}
        onCancel={() => setJoinOpen(false)}
        isJoining={isJoining}
      />
    </>
  );
}
