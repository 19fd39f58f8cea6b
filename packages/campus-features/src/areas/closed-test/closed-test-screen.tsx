import type { ClosedTest } from "@campus/contract";
import type { BreadcrumbItem } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { useHideFooter } from "../../frame";
import { JoinFirstDialog } from "../../joining";
import { TestHero } from "./test-hero";
import { TestOutcome } from "./test-outcome";
import { TestQuestions } from "./test-questions";
import { TestStart } from "./test-start";
import { useEndCourse } from "./use-end-course";
import { useTestAttempt } from "./use-test-attempt";
import { useTestCheck } from "./use-test-check";
import { useTestFocus } from "./use-test-focus";
import { useTestStart } from "./use-test-start";

export interface ClosedTestScreenProps {
  test: ClosedTest;
  trail: BreadcrumbItem[];
  userId: string;
  isJoined: boolean;
}

/** The test's states (SPEC section 4) over the reducer, kept on the device while under way. */
export function ClosedTestScreen({ test, trail, userId, isJoined }: ClosedTestScreenProps) {
  const { t } = useTranslation();
  const courseId = test._id;
  const { state, dispatch, pendingCheck, setPendingCheck } = useTestAttempt(test, userId);
  // Under way, the test has the learner's whole attention: no footer links to wander off by.
  useHideFooter(state.status === "IN_PROGRESS");
  const { phase, endTest, announcement, clearAnnouncement } = useTestCheck({
    courseId,
    state,
    dispatch,
    pendingCheck,
    setPendingCheck,
  });
  const { pending, endCourse } = useEndCourse(test);
  const focus = useTestFocus(state.status);
  const { start, joinAndStart, isJoinOpen, closeJoin, isJoining } = useTestStart(courseId, isJoined, dispatch);

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
          headingRef={focus.startHeading}
        />
      ) : state.status === "IN_PROGRESS" ? (
        <TestQuestions
          state={state}
          timeLimitMinutes={test.timeLimitMinutes}
          questionRef={focus.questionArea}
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
          resultRef={focus.result}
          pending={pending}
          onDownloadCertificate={() => void endCourse("certificate")}
          onFinishCourse={() => void endCourse("finish")}
          onRetake={() => {
            clearAnnouncement();
            dispatch({ type: "reset" });
          }}
        />
      ) : null}
      <JoinFirstDialog
        isOpen={isJoinOpen}
        title={t("closedTest.joinFirst.title")}
        message={t("closedTest.joinFirst.message", { course: test.courseTitle })}
        confirmLabel={t("closedTest.joinFirst.confirm")}
        cancelLabel={t("closedTest.joinFirst.cancel")}
        onJoin={() => void joinAndStart()}
        onCancel={closeJoin}
        isJoining={isJoining}
      />
    </>
  );
}
