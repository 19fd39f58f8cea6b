import type { LessonContent, Progress } from "@campus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../../data";
import type { LessonTarget } from "./lesson-target";
import { QuestionCard, type QuestionResult } from "./question-card";

/**
 * A quiz: each question checked on its own (`updateQuizProgress`), with the right answers shown after a wrong
 * one and as many tries as the learner likes; the score of the questions answered so far.
 */
export function QuizLesson({
  quiz,
  target,
  progressId,
  onProgress,
}: {
  quiz: NonNullable<LessonContent["quiz"]>;
  target: LessonTarget;
  progressId: string;
  onProgress: (progress: Progress) => void;
}) {
  const { t } = useTranslation();
  const update = useCallMutation("updateQuizProgress");
  const [results, setResults] = useState<Record<string, boolean>>({});
  const answered = Object.keys(results).length;
  const right = Object.values(results).filter(Boolean).length;
  const total = quiz.questions.length;

  const check = async (questionId: string, answers: string[]): Promise<QuestionResult> => {
    const answer = await update.trigger({
      data: { progressId, lessonId: target.lessonId, sublessonId: target.sublessonId, questionId, answers },
    });
    onProgress(answer.progress);
    return { correctAnswerIds: answer.correctAnswers, isCorrect: answer.isCorrect };
  };

  return (
    <section aria-label={t("lesson.quiz.label")} className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {quiz.questions.map((question, index) => (
          <QuestionCard
            key={question._id}
            question={question}
            number={index + 1}
            total={total}
            check={(answers) => check(question._id, answers)}
            canRetry={() => true}
            incorrectFeedback={t("lesson.quiz.incorrectFeedback")}
            checkErrorKey="lesson.quiz.checkError"
            onResult={(result) => setResults((before) => ({ ...before, [question._id]: result.isCorrect }))}
          />
        ))}
      </ol>
      {answered > 0 ? (
        <p className="text-body font-semibold text-fg">{t("lesson.quiz.score", { right, total, answered })}</p>
      ) : null}
    </section>
  );
}
