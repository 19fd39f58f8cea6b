import type { LearnerAccount } from "@campus/contract";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api";
import { useCampusClient, useRevalidateCalls } from "../../../data";
import { useToasts } from "../../../toasts";
import { learnerName } from "./learner-name";

/** What staff can do to an account from the list. */
export type AccountChange = "deactivate" | "reactivate" | "resendInvitation";

const callOf = {
  deactivate: "deactivateLearner",
  reactivate: "reactivateLearner",
  resendInvitation: "resendInvitation",
} as const;

/**
 * A change of one account, with a toast that names the learner. A 409 means the account changed meanwhile (a
 * colleague deactivated it, the learner chose a password): the toast says so and the list is asked again, so
 * what shows is what is true.
 */
export function useAccountChange(learner: LearnerAccount) {
  const client = useCampusClient();
  const revalidate = useRevalidateCalls();
  const toasts = useToasts();
  const { t } = useTranslation();
  const [changing, setChanging] = useState<AccountChange | null>(null);

  const change = useCallback(
    async (kind: AccountChange) => {
      if (changing) return;
      setChanging(kind);
      const name = learnerName(learner);
      try {
        await client.call(callOf[kind], { id: learner._id });
        toasts.success(t(`accounts.change.${kind}.done`, { name }), t(`accounts.change.${kind}.doneDetail`));
      } catch (error) {
        const changedMeanwhile = isApiError(error) && (error.status === 409 || error.status === 404);
        toasts.error(
          t(changedMeanwhile ? "accounts.change.changedMeanwhile" : `accounts.change.${kind}.failed`, { name }),
        );
      } finally {
        setChanging(null);
        void revalidate(["learners", "organizations"]);
      }
    },
    [changing, client, learner, revalidate, t, toasts],
  );

  return { change, changing };
}
