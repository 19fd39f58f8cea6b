import type { ExamSubmit } from "@campus/contract";
import { Badge, type BadgeVariant } from "@campus/design-system";
import { Circle, CircleCheck, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";

const look: Record<ExamSubmit["status"], { variant: BadgeVariant; icon: React.ReactNode }> = {
  pending: { variant: "warning", icon: <Clock /> },
  approved: { variant: "success", icon: <CircleCheck /> },
  rejected: { variant: "danger", icon: <CircleX /> },
};

/** A task's state in the task list: not sent, awaiting review, approved or to be corrected. */
export function SubmissionBadge({ submit }: { submit: ExamSubmit | undefined }) {
  const { t } = useTranslation();
  if (!submit) {
    return (
      <Badge size="sm" icon={<Circle />}>
        {t("finalWork.tasks.notStarted")}
      </Badge>
    );
  }
  const { variant, icon } = look[submit.status];
  return (
    <Badge size="sm" variant={variant} icon={icon}>
      {t(`finalWork.status.${submit.status}`)}
    </Badge>
  );
}
