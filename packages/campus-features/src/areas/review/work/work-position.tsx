import type { ReviewPosition } from "@campus/contract";
import { LinkButton } from "@campus/design-system";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type QueueFilter, workPath } from "./work-address";

/**
 * Where the work sits in the queue it was opened from ("4 z 37"), with the works before and after it, keeping the
 * queue's filters. A work no longer in that queue (decided meanwhile) shows no count.
 */
export function WorkPosition({ position, filter }: { position: ReviewPosition; filter: QueueFilter }) {
  const { t } = useTranslation();
  const { index, total, previousId, nextId } = position;
  if (index === 0 && !previousId && !nextId) return null;
  return (
    <nav aria-label={t("review.work.position.label")} className="flex flex-wrap items-center gap-2">
      {previousId ? (
        <LinkButton
          variant="secondary"
          size="sm"
          icon={<ChevronLeft />}
          href={workPath(previousId, filter)}
          aria-label={t("review.work.position.previousLabel")}
        >
          {t("review.work.position.previous")}
        </LinkButton>
      ) : null}
      {index > 0 ? (
        <p className="px-1 text-small font-semibold tabular-nums">
          <span aria-hidden="true">{t("review.work.position.of", { index, total })}</span>
          <span className="sr-only">{t("review.work.position.ofLabel", { index, total })}</span>
        </p>
      ) : null}
      {nextId ? (
        <LinkButton
          variant="secondary"
          size="sm"
          icon={<ChevronRight />}
          href={workPath(nextId, filter)}
          aria-label={t("review.work.position.nextLabel")}
          className="flex-row-reverse"
        >
          {t("review.work.position.next")}
        </LinkButton>
      ) : null}
    </nav>
  );
}
