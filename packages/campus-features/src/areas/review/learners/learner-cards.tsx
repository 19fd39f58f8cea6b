import type { LearnerAccount } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { AccountStatusBadge } from "./account-status";
import { LearnerActions } from "./learner-actions";
import { learnerName } from "./learner-name";
import { CreatedAt, LearnerEmail, StaffNote } from "./learner-parts";

/** The accounts on a phone: one card per account, in the table's order, the learner's name its heading. */
export function LearnerCards({
  learners,
  selfId,
}: {
  learners: readonly LearnerAccount[];
  selfId: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {learners.map((learner) => (
        <li
          key={learner._id}
          className="flex min-w-0 flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 text-fg shadow-sm"
        >
          <div className="flex flex-col items-start gap-1">
            <h3 className="text-body font-semibold [overflow-wrap:anywhere]">{learnerName(learner)}</h3>
            <LearnerEmail email={learner.email} />
            <StaffNote learner={learner} />
          </div>
          <div>
            <AccountStatusBadge status={learner.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-border pt-3 text-small">
            <dt className="text-fg-muted">{t("accounts.columns.organization")}</dt>
            <dd className="[overflow-wrap:anywhere]">{learner.organization.name}</dd>
            <dt className="text-fg-muted">{t("accounts.columns.rankStage")}</dt>
            <dd>{learner.rankStage}</dd>
            <dt className="text-fg-muted">{t("accounts.created")}</dt>
            <dd>
              <CreatedAt iso={learner.createdAt} />
            </dd>
          </dl>
          <LearnerActions learner={learner} isSelf={learner._id === selfId} />
        </li>
      ))}
    </ul>
  );
}
