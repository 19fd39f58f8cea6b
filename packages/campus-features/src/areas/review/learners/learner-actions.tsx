import type { LearnerAccount } from "@campus/contract";
import { Button, ConfirmModal } from "@campus/design-system";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { learnerName } from "./learner-name";
import { useAccountChange } from "./use-account-change";

/**
 * What staff can do to one account: an invited learner's invitation sent again (the older link stops working);
 * deactivating, after a question that names the learner and says what it does; reactivating. The account's
 * own button keeps its place as it turns from "Deactivate" to "Reactivate", so focus stays on it. Staff never
 * deactivate themselves here (the server refuses it too).
 */
export function LearnerActions({ learner, isSelf }: { learner: LearnerAccount; isSelf: boolean }) {
  const { t } = useTranslation();
  const { change, changing } = useAccountChange(learner);
  const [asking, setAsking] = useState(false);
  const name = learnerName(learner);
  if (isSelf) return <span className="text-small text-fg-muted">{t("accounts.actions.self")}</span>;

  const deactivated = learner.status === "deactivated";
  return (
    <div className="flex flex-wrap gap-2">
      {learner.status === "invited" ? (
        <Button
          key="invitation"
          variant="secondary"
          size="sm"
          isPending={changing === "resendInvitation"}
          aria-label={t("accounts.actions.resendFor", { name })}
          onPress={() => void change("resendInvitation")}
        >
          {t("accounts.actions.resend")}
        </Button>
      ) : null}
      <Button
        key="access"
        variant="secondary"
        size="sm"
        isPending={changing === "deactivate" || changing === "reactivate"}
        aria-label={t(deactivated ? "accounts.actions.reactivateFor" : "accounts.actions.deactivateFor", { name })}
        onPress={() => (deactivated ? void change("reactivate") : setAsking(true))}
      >
        {t(deactivated ? "accounts.actions.reactivate" : "accounts.actions.deactivate")}
      </Button>
      <ConfirmModal
        isOpen={asking}
        onOpenChange={setAsking}
        title={t("accounts.deactivate.title", { name })}
        confirmLabel={t("accounts.deactivate.confirm")}
        cancelLabel={t("accounts.deactivate.cancel")}
        confirmVariant="danger"
        onConfirm={() => void change("deactivate")}
      >
        <p>{t("accounts.deactivate.body", { name, email: learner.email })}</p>
      </ConfirmModal>
    </div>
  );
}
