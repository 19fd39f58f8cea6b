import type { ReviewWork } from "@campus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnswerText } from "../../../answer-text";
import { AnswerLinks } from "./answer-links";
import { workCard } from "./work-card";
import { WorkFiles } from "./work-files";

/**
 * The answer being judged: its text (the server's sanitized HTML, rebuilt from its allowed tags by the answer-text
 * floor, as the learner sees their own), its links and its files.
 */
export function WorkAnswer({ work }: { work: Pick<ReviewWork, "_id" | "text" | "links" | "files"> }) {
  const { t } = useTranslation();
  const id = useId();
  const isEmpty = !work.text && work.links.length === 0 && work.files.length === 0;
  return (
    <section aria-labelledby={`${id}-answer`} className={workCard}>
      <h2 id={`${id}-answer`} className="text-heading font-semibold">
        {t("review.work.answer.heading")}
      </h2>
      {work.text ? (
        <div className="flex flex-col gap-2">
          <h3 id={`${id}-text`} className="text-small font-semibold">
            {t("review.work.answer.text")}
          </h3>
          <AnswerText html={work.text} labelledBy={`${id}-text`} newTabHint={t("review.work.newTab")} />
        </div>
      ) : null}
      {work.links.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-small font-semibold">{t("review.work.answer.links")}</h3>
          <AnswerLinks links={work.links} />
        </div>
      ) : null}
      {work.files.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-small font-semibold">{t("review.work.answer.files")}</h3>
          <WorkFiles workId={work._id} files={work.files} />
        </div>
      ) : null}
      {isEmpty ? <p className="text-fg-muted">{t("review.work.answer.empty")}</p> : null}
    </section>
  );
}
