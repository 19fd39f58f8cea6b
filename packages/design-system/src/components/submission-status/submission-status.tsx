import { CircleCheck, CircleX, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge, type BadgeVariant } from "../badge/badge";

/**
 * The review states of a final-work submission: `pending` from sending until a reviewer decides, then
 * `approved` or `rejected` (a rejected work can be corrected and sent again, which makes it `pending`).
 */
export type SubmissionState = "pending" | "approved" | "rejected";

const look: Record<SubmissionState, { variant: BadgeVariant; icon: ReactNode }> = {
  pending: { variant: "warning", icon: <Clock /> },
  approved: { variant: "success", icon: <CircleCheck /> },
  rejected: { variant: "danger", icon: <CircleX /> },
};

export type SubmissionStatusProps = {
  /** Where the final work stands: `pending` review, `approved` or `rejected`; sets the icon and colour. */
  status: SubmissionState;
  /** The translated name of the status, e.g. 'Oczekuje na ocenę'. */
  statusLabel: string;
  /** What the status means for the learner, e.g. 'Ocena trwa do 3 dni roboczych.' */
  description?: string;
  /** When it was sent, already formatted, e.g. 'Wysłano 21 listopada 2026'. */
  submittedAt?: string;
  /** The reviewer's words, shown for approved and rejected submissions. */
  feedback?: string;
  /** The heading of the feedback, e.g. 'Informacja od recenzenta'. */
  feedbackLabel?: string;
  /** What to do next, e.g. a button that opens the task to correct it. */
  action?: ReactNode;
  /** Extra classes for the status box. */
  className?: string;
};

/** Where a final work stands in review, with the reviewer's feedback once there is one. */
export function SubmissionStatus({
  status,
  statusLabel,
  description,
  submittedAt,
  feedback,
  feedbackLabel,
  action,
  className,
}: SubmissionStatusProps) {
  const { variant, icon } = look[status];
  return (
    <section
      data-status={status}
      aria-label={statusLabel}
      className={cn("flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 text-fg", className)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={variant} icon={icon}>
          {statusLabel}
        </Badge>
        {submittedAt ? <span className="text-small text-fg-muted">{submittedAt}</span> : null}
      </div>
      {description ? <p className="text-body">{description}</p> : null}
      {feedback && status !== "pending" ? (
        <figure className="rounded-control border-l-4 border-border-strong bg-surface-sunken p-4">
          {feedbackLabel ? (
            <figcaption className="mb-1 text-small font-semibold text-fg-muted">{feedbackLabel}</figcaption>
          ) : null}
          <blockquote className="text-body whitespace-pre-line">{feedback}</blockquote>
        </figure>
      ) : null}
      {action ? <div>{action}</div> : null}
    </section>
  );
}
