import type { ReviewClaim, ReviewQueueItem } from "@campus/contract";
import { Badge } from "@campus/design-system";
import { CircleCheck, Clock, Lock, RotateCcw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNow } from "../../clock";
import { queueWorkPath, type ReviewQueueFilter } from "./queue-address";
import { reviewAge, shortDateTime } from "./review-time";

/** The parts of a work in the queue that the desktop's table and the phone's cards both show. */

export const learnerName = (learner: ReviewQueueItem["learner"]) => `${learner.firstName} ${learner.lastName}`;

/**
 * The row's way to the work: the learner's name, named for assistive technology with whose work and which task
 * (the name first, as it reads). It carries the queue's filters, for the work page's "4 of 37" and its neighbours.
 */
export function WorkLink({ item, filter }: { item: ReviewQueueItem; filter: ReviewQueueFilter }) {
  const { t } = useTranslation();
  const name = learnerName(item.learner);
  return (
    <Link
      to={queueWorkPath(item._id, filter)}
      aria-label={t("review.queue.open", { learner: name, task: item.task.title })}
      className="rounded-control font-semibold text-accent-text underline underline-offset-4 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {name}
    </Link>
  );
}

/** The learner's email, which may be long: it breaks anywhere rather than widen the page. */
export function LearnerEmail({ email }: { email: string }) {
  return <span className="text-small text-fg-muted [overflow-wrap:anywhere]">{email}</span>;
}

/**
 * When the learner sent the work, in the reviewer's language and the campus's time zone; `worded` says "Sent …"
 * where no column heading does.
 */
export function SentAt({ iso, worded = false }: { iso: string; worded?: boolean }) {
  const { t, i18n } = useTranslation();
  const date = shortDateTime(i18n.language, iso);
  return <time dateTime={iso}>{worded ? t("review.common.sent", { date }) : date}</time>;
}

/**
 * Where a work stands, in words with an icon, never by colour alone: a pending work's age against the 3
 * business days ("due in 2 days", "due today", "overdue by 3 days"), a decided work's verdict.
 */
export function WorkState({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const now = useNow();
  if (item.status === "approved") {
    return (
      <Badge variant="success" icon={<CircleCheck />}>
        {t("review.common.verdict.approved")}
      </Badge>
    );
  }
  if (item.status === "rejected") {
    return (
      <Badge variant="warning" icon={<RotateCcw />}>
        {t("review.common.verdict.rejected")}
      </Badge>
    );
  }
  const age = reviewAge(item, now);
  if (age.kind === "overdue") {
    return (
      <Badge variant="danger" icon={<TriangleAlert />}>
        {age.days === 0 ? t("review.common.age.overdueToday") : t("review.common.age.overdueBy", { count: age.days })}
      </Badge>
    );
  }
  const words =
    age.days === 0
      ? t("review.common.age.dueToday")
      : age.days === 1
        ? t("review.common.age.dueTomorrow")
        : t("review.common.age.dueIn", { count: age.days });
  return (
    <Badge variant={age.days === 0 ? "warning" : "neutral"} icon={<Clock />}>
      {words}
    </Badge>
  );
}

/** Who holds a pending work: a colleague by name, or the reviewer themself. */
export function ClaimNote({ claim }: { claim: ReviewClaim | null }) {
  const { t } = useTranslation();
  if (!claim) return null;
  const name = `${claim.reviewer.firstName} ${claim.reviewer.lastName}`;
  return (
    <span className="inline-flex items-start gap-1.5 text-small text-fg-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {claim.mine ? t("review.common.claim.mine") : t("review.common.claim.colleague", { name })}
      </span>
    </span>
  );
}
