import type { SubmitStatus } from "@campus/contract";
import { Badge, type BadgeVariant } from "@campus/design-system";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";

const look: Record<SubmitStatus, { variant: BadgeVariant; icon: React.ReactNode }> = {
  pending: { variant: "warning", icon: <Clock /> },
  approved: { variant: "success", icon: <CircleCheck /> },
  rejected: { variant: "danger", icon: <CircleX /> },
};

/** A work's status in the reviewer's words: awaiting review, approved, returned for correction. */
export function WorkStatusBadge({ status }: { status: SubmitStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant={look[status].variant} icon={look[status].icon}>
      {t(`review.work.status.${status}`)}
    </Badge>
  );
}
