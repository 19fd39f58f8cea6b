import type { Reviewer } from "@campus/contract";
import { Button, ConfirmModal } from "@campus/design-system";
import { UserLock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fullName } from "./review-conflict";
import { timeOf } from "./work-dates";

/**
 * A colleague holds the work: who, until when, and a way to take it over, which asks first (the colleague may be
 * in the middle of writing feedback). The work stays readable meanwhile; the decision's controls wait.
 */
export function ClaimBanner({
  reviewer,
  until,
  isTakingOver,
  onTakeOver,
}: {
  reviewer: Reviewer;
  until: string;
  isTakingOver: boolean;
  onTakeOver(): void;
}) {
  const { t, i18n } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const words = { name: fullName(reviewer), time: timeOf(i18n.language, until) };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border-frame border-warning bg-surface-raised p-4 text-fg shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <UserLock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words">{t("review.work.claim.heldBy", words)}</p>
          <p className="text-small text-fg-muted">{t("review.work.claim.readOnly")}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        isPending={isTakingOver}
        onPress={() => setAsking(true)}
        className="self-start sm:self-auto"
      >
        {t("review.work.claim.takeOver")}
      </Button>
      <ConfirmModal
        isOpen={isAsking}
        onOpenChange={setAsking}
        title={t("review.work.claim.confirmTitle")}
        confirmLabel={t("review.work.claim.confirm")}
        cancelLabel={t("review.work.claim.cancel")}
        onConfirm={onTakeOver}
      >
        <p>{t("review.work.claim.confirmBody", words)}</p>
      </ConfirmModal>
    </div>
  );
}
