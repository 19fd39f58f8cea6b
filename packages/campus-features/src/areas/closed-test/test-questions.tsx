import { TestProgress, TestQuestion } from "@campus/design-system";
import { Hourglass, Save } from "lucide-react";
import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckStatus } from "./check-status";
import { EndTestDialog } from "./end-test-dialog";
import type { CheckPhase } from "./hooks";
import type { TestState } from "./test-state";
import { ElapsedTime, useTestTime } from "./test-timer";
import { useQuestionFocus } from "./use-question-focus";

export interface TestQuestionsProps {
  state: TestState;
  /** The test's time limit (SPEC section 9: at most 20 minutes): a guide shown beside the time spent. */
  timeLimitMinutes: number;
  onChoose: (index: number, answerIds: string[]) => void;
  onBack: () => void;
  onNext: () => void;
  /** The learner confirmed ending the test: send the answers. */
  onEnd: () => void;
  /** Where the answers are once sent; while they are on their way the answers are locked. */
  phase: CheckPhase;
  onRetry: () => void;
  /** The question's area, which takes focus when the test starts and when the learner moves. */
  questionRef: RefObject<HTMLDivElement | null>;
}

/**
 * IN_PROGRESS: one question at a time with 'Question 3 of 8', the time spent against the limit and a progress
 * bar, Back and Next, and on the last question End, which asks first and names the questions left without an
 * answer. Past the limit the test says so and can still be ended and checked. Focus goes to the new
 * question when the learner moves, so a screen reader reads it.
 */
export function TestQuestions({
  state,
  timeLimitMinutes,
  onChoose,
  onBack,
  onNext,
  onEnd,
  phase,
  onRetry,
  questionRef,
}: TestQuestionsProps) {
  const { t } = useTranslation();
  const [isEnding, setEnding] = useState(false);
  const time = useTestTime(state.startedAt, timeLimitMinutes);
  useQuestionFocus(state.index, questionRef);

  const question = state.questions[state.index];
  if (!question) return null;
  const isSending = phase.kind === "sending" || phase.kind === "offline";

  return (
    <section
      aria-label={t("closedTest.fallbackTitle")}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border-frame border-border bg-surface-raised p-6 text-fg shadow-sm sm:p-8"
    >
      <TestProgress
        current={state.index + 1}
        total={state.questions.length}
        formatPosition={(current, total) => t("closedTest.question.position", { current, total })}
        progressLabel={t("closedTest.question.progress")}
        timeHint={<ElapsedTime time={time} />}
        backLabel={t("closedTest.question.back")}
        nextLabel={t("closedTest.question.next")}
        finishLabel={t("closedTest.question.finish")}
        onBack={onBack}
        onNext={onNext}
        onFinish={() => (phase.kind === "failed" ? onRetry() : setEnding(true))}
        isFinishing={isSending}
      >
        <div ref={questionRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          <TestQuestion
            key={state.index}
            question={question.question}
            type={question.type}
            hint={t(question.type === "single" ? "closedTest.question.single" : "closedTest.question.multiple")}
            answers={question.answers}
            value={state.answers[state.index] ?? []}
            onChange={(answerIds) => onChoose(state.index, answerIds)}
            isDisabled={isSending}
          />
          <CheckStatus phase={phase} onRetry={onRetry} />
        </div>
      </TestProgress>
      {time.isOver ? (
        <p className="flex items-start gap-3 rounded-control border-frame border-warning bg-warning-subtle px-4 py-3 text-body text-fg">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("closedTest.timer.over", { limit: timeLimitMinutes })}
        </p>
      ) : null}
      {/* The time is announced at its milestones only, never every second. */}
      <p role="status" className="sr-only">
        {time.announcement}
      </p>
      <p className="inline-flex items-center gap-2 text-small text-fg-muted">
        <Save aria-hidden="true" className="size-4 shrink-0" />
        {t("closedTest.question.kept")}
      </p>
      <EndTestDialog state={state} isOpen={isEnding} onOpenChange={setEnding} onConfirm={onEnd} />
    </section>
  );
}
