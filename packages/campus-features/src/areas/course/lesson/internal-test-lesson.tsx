import type { LessonContent, Progress } from "@campus/contract";
import { CircleCheck, ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../../data";
import type { LessonTarget } from "./lesson-target";
import { QuestionCard, type QuestionResult } from "./question-card";

/**
 * An internal test: every question must be answered right before the lesson can be finished. Each answer is
 * checked by the API (`updateInternalTestProgress`), which marks each answer and says when the whole test is
 * completed.
 */
export function InternalTestLesson({
  test,
  target,
  progressId,
  isCompleted,
  onProgress,
}: {
  test: NonNullable<LessonContent["internalTest"]>;
  target: LessonTarget;
  progressId: string;
  /** The progress says every question was answered right. */
  isCompleted: boolean;
  onProgress: (progress: Progress) => void;
}) {
  const { t } = useTranslation();
  const update = useCallMutation("updateInternalTestProgress");
  const [passed, setPassed] = useState<ReadonlySet<string>>(new Set());
  const total = test.questions.length;

  const check = async (questionId: string, answer: string[]): Promise<QuestionResult> => {
    const result = await update.trigger({
      data: { progressId, lessonId: target.lessonId, sublessonId: target.sublessonId, questionId, answer },
    });
    onProgress(result.progress);
    return {
      correctAnswerIds: result.answersFeedback.filter((feedback) => feedback.isCorrect).map((feedback) => feedback.id),
      isCorrect: result.isQuestionPassed,
    };
  };

  return (
    <section aria-label={t("lesson.internalTest.label")} className="flex flex-col gap-4">
      <div
        role="status"
        className={`flex items-start gap-3 rounded-card border-frame p-4 text-body ${
          isCompleted ? "border-success bg-success-subtle" : "border-border bg-surface-sunken"
        }`}
      >
        {isCompleted ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
        )}
        <p className="flex flex-col gap-1 text-fg">
          <span className="font-semibold">
            {isCompleted ? t("lesson.internalTest.completed") : t("lesson.internalTest.intro")}
          </span>
          {!isCompleted && passed.size > 0 ? (
            <span className="text-small text-fg-muted">
              {t("lesson.internalTest.passed", { passed: passed.size, total })}
            </span>
          ) : null}
        </p>
      </div>
      <ol className="flex flex-col gap-4">
        {test.questions.map((question, index) => (
          <QuestionCard
            key={question._id}
            question={question}
            number={index + 1}
            total={total}
            check={(answer) => check(question._id, answer)}
            canRetry={(result) => !result.isCorrect}
            incorrectFeedback={t("lesson.internalTest.incorrectFeedback")}
            checkErrorKey="lesson.internalTest.checkError"
            onResult={(result) => {
              if (result.isCorrect) setPassed((before) => new Set(before).add(question._id));
            }}
          />
        ))}
      </ol>
    </section>
  );
}
