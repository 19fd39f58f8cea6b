import type { SubmitVersion } from "@campus/contract";
import { ChevronRight, FileText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerText } from "../../../answer-text";
import { longDate } from "../../../i18n";
import { AnswerLinks } from "./answer-links";
import { FileFacts } from "./file-facts";
import { workCard } from "./work-card";
import { WorkStatusBadge } from "./work-status";

/** An earlier answer: what the learner sent then and what the reviewer said of it (its files by name only). */
function EarlierAnswer({ version, number }: { version: SubmitVersion; number: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <li className="flex flex-col gap-3 rounded-control border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold">{t("review.work.history.item", { number })}</h3>
        <WorkStatusBadge status={version.status} />
        <span className="text-small text-fg-muted">
          {t("review.work.history.reviewedAt", { date: longDate(i18n.language, new Date(version.reviewedAt)) })}
        </span>
      </div>
      {version.feedback ? (
        <figure className="rounded-control border-l-4 border-border-strong bg-surface-sunken p-4">
          <figcaption className="mb-1 text-small font-semibold text-fg-muted">
            {t("review.work.history.feedback")}
          </figcaption>
          <blockquote className="whitespace-pre-line break-words">{version.feedback}</blockquote>
        </figure>
      ) : null}
      {version.text ? (
        <div className="flex flex-col gap-2">
          <h4 id={`${id}-text`} className="text-small font-semibold">
            {t("review.work.answer.text")}
          </h4>
          <AnswerText html={version.text} labelledBy={`${id}-text`} newTabHint={t("review.work.newTab")} />
        </div>
      ) : null}
      {version.links.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-small font-semibold">{t("review.work.answer.links")}</h4>
          <AnswerLinks links={version.links} />
        </div>
      ) : null}
      {version.files.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-small font-semibold">{t("review.work.history.files")}</h4>
          <ul className="flex flex-col gap-2">
            {version.files.map((file, index) => (
              <li
                // An earlier answer never changes and two of its files may share a name: the position is the identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={`${index}-${file.name}`}
                className="flex items-start gap-3 rounded-control border border-border bg-surface p-3"
              >
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium break-all">{file.name}</span>
                  <FileFacts file={file} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The learner's earlier answers to this task with their feedback, oldest first, folded away by default: the
 * reviewer opens them to see whether what was asked for last time has been done.
 */
export function WorkHistory({ history }: { history: readonly SubmitVersion[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={id} className={workCard}>
      <h2 id={id} className="text-heading font-semibold">
        {t("review.work.history.heading")}
      </h2>
      <details className="group flex flex-col" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex w-fit cursor-pointer list-none items-center gap-2 rounded-control font-semibold text-accent-text outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
          {t(isOpen ? "review.work.history.hide" : "review.work.history.show", { count: history.length })}
        </summary>
        <ol className="mt-4 flex flex-col gap-4">
          {history.map((version, index) => (
            <EarlierAnswer key={version._id} version={version} number={index + 1} />
          ))}
        </ol>
      </details>
    </section>
  );
}
