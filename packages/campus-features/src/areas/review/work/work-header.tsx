import type { ReviewWork } from "@campus/contract";
import { Breadcrumbs, Button } from "@campus/design-system";
import { Keyboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fullName } from "./review-conflict";
import { type QueueFilter, queuePath } from "./work-address";
import { WorkPosition } from "./work-position";

/**
 * The work's heading on the hero band: the way back to the queue (with its filters), the learner as the page's one
 * h1 with their email, its place in the queue with the works before and after it, and the shortcuts' dialog. Kept
 * short, so that long names still end on the band (what the work is about stands in the card below, `WorkFacts`).
 */
export function WorkHeader({
  work,
  filter,
  onShortcuts,
}: {
  work: ReviewWork;
  filter: QueueFilter;
  onShortcuts(): void;
}) {
  const { t } = useTranslation();
  const learner = fullName(work.learner);
  return (
    <header className="flex min-w-0 flex-col gap-4 text-hero-fg">
      <title>
        {t("app.documentTitle", { title: t("review.work.documentTitle", { learner, task: work.task.title }) })}
      </title>
      <Breadcrumbs
        tone="hero"
        label={t("review.work.breadcrumbs")}
        items={[
          { id: "queue", label: t("review.work.queue"), href: queuePath(filter) },
          { id: "work", label: learner },
        ]}
        className="[&_[aria-current=page]]:min-w-0 [&_[aria-current=page]]:truncate"
      />
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-start desktop:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-title font-bold text-balance break-words desktop:text-display">{learner}</h1>
          <p className="text-lead break-all">{work.learner.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 desktop:justify-end">
          <WorkPosition position={work.position} filter={filter} />
          <Button variant="secondary" size="sm" icon={<Keyboard />} onPress={onShortcuts}>
            {t("review.work.shortcuts.open")}
          </Button>
        </div>
      </div>
    </header>
  );
}
