import type { SubmitStatus } from "@campus/contract";
import { Button, EmptyState } from "@campus/design-system";
import { CircleCheck, Inbox, PartyPopper, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";

const icons: Record<SubmitStatus, typeof Inbox> = { pending: PartyPopper, approved: CircleCheck, rejected: Inbox };

/**
 * A queue with nothing to show: under filters, that nothing matches them, with the way to clear them; without,
 * a word for the status (nothing left to review is good news).
 */
export function QueueEmpty({
  status,
  filtered,
  onClearFilters,
}: {
  status: SubmitStatus;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX />}
        headingLevel={3}
        title={t("review.queue.noMatch.title")}
        description={t("review.queue.noMatch.description")}
        action={
          <Button variant="secondary" onPress={onClearFilters}>
            {t("review.queue.filters.clear")}
          </Button>
        }
        className="w-full bg-surface-raised"
      />
    );
  }
  const Icon = icons[status];
  return (
    <EmptyState
      icon={<Icon />}
      headingLevel={3}
      title={t(`review.queue.empty.${status}.title`)}
      description={t(`review.queue.empty.${status}.description`)}
      className="w-full bg-surface-raised"
    />
  );
}
