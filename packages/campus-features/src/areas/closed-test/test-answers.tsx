import type { ClosedTestCheckAnswer } from "@campus/contract";
import { TestQuestion } from "@campus/design-system";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** A passed test's every question, with the learner's answers marked against the right ones. */
export function TestAnswers({ questions }: { questions: ClosedTestCheckAnswer["questions"] }) {
  const { t } = useTranslation();
  const answersId = useId();
  return (
    <section aria-labelledby={answersId} className="flex flex-col gap-4">
      <h2 id={answersId} className="text-heading font-semibold text-fg">
        {t("closedTest.result.answersTitle")}
      </h2>
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
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
  );
}
