import type { ExamSubmit } from "@campus/contract";
import { SubmissionStatus } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** Where the answer sent to a task stands: when it was sent, its review, and the reviewer's feedback. */
export function TaskSubmissionStatus({
  submit,
  reviewBusinessDays,
}: {
  submit: ExamSubmit;
  reviewBusinessDays: number;
}) {
  const { t, i18n } = useTranslation();
  const sentAt = t("finalWork.status.sentAt", {
    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(submit.updatedAt)),
  });
  return (
    <SubmissionStatus
      status={submit.status}
      statusLabel={t(`finalWork.status.${submit.status}`)}
      description={t(`finalWork.status.${submit.status}Description`, { count: reviewBusinessDays })}
      {...(sentAt ? { submittedAt: sentAt } : {})}
      {...(submit.feedback ? { feedback: submit.feedback, feedbackLabel: t("finalWork.status.feedback") } : {})}
    />
  );
}
