import { lessonPath } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { BookOpen } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { QuestionToReview } from "./review-questions";

export interface TestReviewProps {
  courseId: string;
  toReview: readonly QuestionToReview[];
  totalQuestions: number;
}

/**
 * What a FAILED test leaves to review: how many and which questions were answered wrongly, what the learner
 * picked, and a way back to the lesson each comes from. The right answers are not shown (the server does not
 * send them): the retake asks the same questions, and the certificate should stand for the course's lessons.
 */
export function TestReview({ courseId, toReview, totalQuestions }: TestReviewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  if (toReview.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-heading font-semibold text-fg">
          {t("closedTest.review.title")}
        </h2>
        <p className="text-body font-semibold text-fg">
          {t("closedTest.review.summary", { wrong: toReview.length, total: totalQuestions })}
        </p>
        <p className="text-body text-fg-muted text-pretty">{t("closedTest.review.intro")}</p>
      </div>
      <ol className="flex flex-col gap-4">
        {toReview.map((question) => (
          <li
            key={question.id}
            className="flex flex-col items-start gap-3 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
          >
            <p className="text-small font-semibold text-fg-muted">
              {t("closedTest.result.questionTitle", { number: question.number })}
            </p>
            <p className="text-lead font-semibold text-fg text-pretty">{question.question}</p>
            <p className="text-body text-fg">
              {question.picked.length > 0
                ? t("closedTest.review.yourAnswer", { answer: list.format(question.picked) })
                : t("closedTest.review.noAnswer")}
            </p>
            {question.lesson ? (
              <LinkButton
                href={lessonPath(courseId, question.lesson.lessonId, question.lesson.sublessonId)}
                variant="secondary"
                size="sm"
                icon={<BookOpen />}
                className="h-auto max-w-full py-2 text-start"
              >
                {t("closedTest.review.lesson", { title: question.lesson.title })}
              </LinkButton>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
