import type { LearnerAccount } from "@campus/contract";
import { useTranslation } from "react-i18next";
import { CAMPUS_TIME_ZONE } from "../review-time";

/** The parts of an account that the desktop's table and the phone's cards both show. */

/** The learner's email, which may be long: it breaks anywhere rather than widen the page. */
export function LearnerEmail({ email }: { email: string }) {
  return <span className="text-small text-fg-muted [overflow-wrap:anywhere]">{email}</span>;
}

/** "Staff" beside a staff member's name: the list holds every account, and staff are few. */
export function StaffNote({ learner }: { learner: LearnerAccount }) {
  const { t } = useTranslation();
  return learner.role === "staff" ? <span className="text-small text-fg-muted">{t("accounts.role.staff")}</span> : null;
}

/** When the account was made, as a date in the staff member's language. */
export function CreatedAt({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: CAMPUS_TIME_ZONE,
  }).format(new Date(iso));
  return <time dateTime={iso}>{date}</time>;
}
