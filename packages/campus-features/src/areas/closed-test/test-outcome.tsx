import type { ClosedTestCheckAnswer } from "@campus/contract";
import { TestQuestion, TestResult } from "@campus/design-system";
import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { questionsToReview } from "./review-questions";
import { TestReview } from "./test-review";

export interface TestOutcomeProps {
  courseId: string;
  checked: ClosedTestCheckAnswer;
  percentageToPass: number;
  onRetake: () => void;
  onDownloadCertificate: () => void;
  onFinishCourse: () => void;
  pending: "certificate" | "finish" | null;
  /** The result's section: the page moves focus to its heading. */
  resultRef?: Ref<HTMLDivElement>;
}

/**
 * PASSED or FAILED: the score against the threshold and the next step (the certificate, finishing the course,
 * or a retake). A passed test then shows every question with the learner's answers marked against the right
 * ones; a failed one, which has no right answers to show, the questions to review and their lessons.
 */
export function TestOutcome({
  courseId,
  checked,
  percentageToPass,
  onRetake,
  onDownloadCertificate,
  onFinishCourse,
  pending,
  resultRef,
}: TestOutcomeProps) {
  const { t } = useTranslation();
  const answersId = useId();
  const { result } = checked;
  const passedMessage = t(
    result.hasCertificate ? "closedTest.result.passedWithCertificate" : "closedTest.result.passedWithoutCertificate",
  );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div ref={resultRef}>
        <TestResult
          title={t("closedTest.result.title")}
          correctCount={result.correctCount}
          total={result.totalQuestions}
          percentageToPass={percentageToPass}
          formatScore={(correct, total) => t("closedTest.result.score", { correct, total })}
          formatPercentage={(percentage) => t("closedTest.result.percentage", { percentage })}
          formatThreshold={(percentage) => t("closedTest.result.threshold", { percentage })}
          scoreLabel={t("closedTest.result.scoreLabel")}
          passedLabel={t("closedTest.result.passed")}
          failedLabel={t("closedTest.result.failed")}
          passedMessage={passedMessage}
          failedMessage={t("closedTest.result.failedMessage")}
          hasCertificate={result.hasCertificate}
          downloadCertificateLabel={t("closedTest.result.download")}
          onDownloadCertificate={onDownloadCertificate}
          isCertificatePending={pending === "certificate"}
          finishCourseLabel={t("closedTest.result.finishCourse")}
          onFinishCourse={() => {
            if (pending === null) onFinishCourse();
          }}
          retakeLabel={t("closedTest.result.retake")}
          onRetake={onRetake}
          className="shadow-sm"
        />
      </div>
      {result.passed ? (
        <section aria-labelledby={answersId} className="flex flex-col gap-4">
          <h2 id={answersId} className="text-heading font-semibold text-fg">
            {t("closedTest.result.answersTitle")}
          </h2>
          <ol className="flex flex-col gap-4">
            {checked.questions.map((question, index) => (
              <li
                key={question._id}
                className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
              >
                <p className="text-small font-semibold text-fg-muted">
                  {t("closedTest.result.questionTitle", { number: index + 1 })}
                </p>
                <TestQuestion
                  question={question.question}
                  type={question.type}
                  hint={t(question.type === "single" ? "closedTest.question.single" : "closedTest.question.multiple")}
                  answers={question.answers}
                  value={question.userAnswer}
                  check={{
                    // A passed check names the right answers; one without them marks only what was right.
                    correctAnswerIds: question.correctAnswers ?? (question.isCorrect ? question.userAnswer : []),
                    correctTitle: t("closedTest.result.correct"),
                    incorrectTitle: t("closedTest.result.incorrect"),
                    ...(question.userAnswer.length === 0 ? { feedback: t("closedTest.result.unanswered") } : {}),
                  }}
                  markLabels={{
                    correct: t("closedTest.result.markCorrect"),
                    incorrect: t("closedTest.result.markIncorrect"),
                    missed: t("closedTest.result.markMissed"),
                  }}
                />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <TestReview
          courseId={courseId}
          toReview={questionsToReview(checked.questions)}
          totalQuestions={result.totalQuestions}
        />
      )}
    </div>
  );
}
