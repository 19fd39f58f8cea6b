import type { LearnerAccount } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { AccountStatusBadge } from "./account-status";
import { LearnerActions } from "./learner-actions";
import { learnerName } from "./learner-name";
import { CreatedAt, LearnerEmail, StaffNote } from "./learner-parts";

const headCell = "px-4 py-3 text-start text-small font-semibold text-fg-muted";
const cell = "px-4 py-4 align-top";

/** The accounts on the desktop: a table whose caption says which page it is, the learner's name heading each row. */
export function LearnersTable({
  learners,
  caption,
  selfId,
}: {
  learners: readonly LearnerAccount[];
  caption: string;
  /** The signed-in staff member's own account, which they do not deactivate. */
  selfId: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-card border-frame border-border bg-surface-raised shadow-lg">
      <table className="w-full table-fixed border-collapse text-body text-fg">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[30%]" />
          <col className="w-[20%]" />
          <col className="w-[10%]" />
          <col className="w-[16%]" />
          <col className="w-[24%]" />
        </colgroup>
        <thead className="border-b border-border bg-surface-sunken">
          <tr>
            <th scope="col" className={headCell}>
              {t("accounts.columns.learner")}
            </th>
            <th scope="col" className={headCell}>
              {t("accounts.columns.organization")}
            </th>
            <th scope="col" className={headCell}>
              {t("accounts.columns.rankStage")}
            </th>
            <th scope="col" className={headCell}>
              {t("accounts.columns.status")}
            </th>
            <th scope="col" className={headCell}>
              {t("accounts.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {learners.map((learner) => (
            <tr key={learner._id} className="border-b border-border last:border-b-0">
              <th scope="row" className={`${cell} text-start font-normal`}>
                <div className="flex flex-col items-start gap-1">
                  <span className="font-semibold [overflow-wrap:anywhere]">{learnerName(learner)}</span>
                  <LearnerEmail email={learner.email} />
                  <StaffNote learner={learner} />
                </div>
              </th>
              <td className={`${cell} [overflow-wrap:anywhere]`}>{learner.organization.name}</td>
              <td className={cell}>{learner.rankStage}</td>
              <td className={cell}>
                <div className="flex flex-col items-start gap-2">
                  <AccountStatusBadge status={learner.status} />
                  <span className="text-small text-fg-muted">
                    {t("accounts.created")} <CreatedAt iso={learner.createdAt} />
                  </span>
                </div>
              </td>
              <td className={cell}>
                <LearnerActions learner={learner} isSelf={learner._id === selfId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
