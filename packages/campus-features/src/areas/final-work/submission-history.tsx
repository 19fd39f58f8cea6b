import type { SubmitVersion } from "@campus/contract";
import { Badge } from "@campus/design-system";
import { CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SentAnswer } from "./sent-answer";

/**
 * The earlier answers to a task, each with what the reviewer said, oldest first: a learner correcting the
 * work, or reading it after approval, still finds every piece of feedback.
 */
export function SubmissionHistory({ history }: { history: readonly SubmitVersion[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" });
  return (
    <section
      aria-labelledby="final-work-history"
      className="flex min-w-0 flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg sm:p-6"
    >
      <h3 id="final-work-history" className="text-lead font-semibold">
        {t("finalWork.history.heading")}
      </h3>
      <ol className="flex flex-col gap-4">
        {history.map((version, index) => (
          <li key={version._id} className="flex flex-col gap-3 rounded-control border border-border p-4">
            <div className="flex flex-wrap items-center gap-3">
              <h4 className="font-semibold">{t("finalWork.history.item", { number: index + 1 })}</h4>
              <Badge size="sm" variant="danger" icon={<CircleX />}>
                {t(`finalWork.status.${version.status}`)}
              </Badge>
              <span className="text-small text-fg-muted">
                {t("finalWork.history.reviewedAt", { date: date.format(new Date(version.reviewedAt)) })}
              </span>
            </div>
            {version.feedback ? (
              <figure className="rounded-control border-l-4 border-border-strong bg-surface-sunken p-4">
                <figcaption className="mb-1 text-small font-semibold text-fg-muted">
                  {t("finalWork.status.feedback")}
                </figcaption>
                <blockquote className="text-body whitespace-pre-line">{version.feedback}</blockquote>
              </figure>
            ) : null}
            <SentAnswer submit={version} />
          </li>
        ))}
      </ol>
    </section>
  );
}
