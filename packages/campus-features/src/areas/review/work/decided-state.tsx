import type { ReviewWork } from "@campus/contract";
import { Button } from "@campus/design-system";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fullName } from "./review-conflict";
import type { FeedbackDraft } from "./use-feedback-draft";
import { dateTimeOf } from "./work-dates";
import { WorkStatusBadge } from "./work-status";

/**
 * A decided work, read only: its verdict, who made it and when, and the feedback the learner got. Feedback this
 * reviewer typed but could not send (the work was decided under them) stays on show until they delete it, so it
 * is never lost without their say.
 */
export function DecidedState({ work, draft }: { work: ReviewWork; draft: FeedbackDraft }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        <WorkStatusBadge status={work.status} />
        {work.reviewedBy && work.reviewedAt ? (
          <p className="text-small">
            {t("review.work.decided.by", {
              name: fullName(work.reviewedBy),
              date: dateTimeOf(i18n.language, work.reviewedAt),
            })}
          </p>
        ) : null}
      </div>
      <figure className="flex flex-col gap-1">
        <figcaption className="text-small font-semibold">{t("review.work.decided.feedback")}</figcaption>
        {work.feedback ? (
          <blockquote className="rounded-control border-l-4 border-border-strong bg-surface-sunken p-4 whitespace-pre-line break-words">
            {work.feedback}
          </blockquote>
        ) : (
          <p className="text-fg-muted">{t("review.work.decided.noFeedback")}</p>
        )}
      </figure>
      {draft.text.trim() ? (
        <section aria-labelledby={id} className="flex flex-col gap-2 rounded-control border border-border p-4">
          <h3 id={id} className="font-semibold">
            {t("review.work.decided.draft")}
          </h3>
          <p className="text-small text-fg-muted">{t("review.work.decided.draftHelp")}</p>
          <p className="whitespace-pre-line break-words">{draft.text}</p>
          <Button variant="ghost" size="sm" icon={<Trash2 />} onPress={draft.clear} className="self-start">
            {t("review.work.decided.discardDraft")}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
