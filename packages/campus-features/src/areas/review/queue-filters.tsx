import type { ReviewFilterOptions } from "@campus/contract";
import { Badge, Button, Drawer, DrawerTrigger, useIsDesktop } from "@campus/design-system";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSearch } from "../../list-search";
import type { ReviewQueueFilter } from "./queue-address";
import { QueueChoices, type QueueFilterChange } from "./queue-choices";

/**
 * The queue's filters: the learner search (followed once typing pauses, at once on Enter), then program, course
 * and task; below them how many works the queue holds, announced as it changes, and the way to clear every
 * filter. On a phone the three choices open in a sheet from a button saying how many are set (as the campus's
 * other lists do), so the works still show on the first screen.
 */
export function QueueFilters({
  filter,
  options,
  onChange,
  onSearch,
  found,
  onClear,
}: {
  filter: ReviewQueueFilter;
  /** What the filters offer, from the queue's answer; undefined until the first. */
  options: ReviewFilterOptions | undefined;
  onChange: QueueFilterChange;
  /** Stable across renders: the search's pause restarts when it changes. */
  onSearch: (query: string, options: { replace: boolean }) => void;
  /** "Found 4 works", or nothing while the queue loads. */
  found: string;
  /** Clears the filters; undefined when none is set. */
  onClear: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosenCount = [filter.programId, filter.courseId, filter.taskId].filter(Boolean).length;
  const choices = <QueueChoices filter={filter} options={options} onChange={onChange} />;
  return (
    <search
      aria-label={t("review.queue.filters.region")}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:p-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-4 desktop:items-start">
        <ListSearch
          search={filter.query}
          onSearch={onSearch}
          texts={{
            label: "review.queue.search.label",
            placeholder: "review.queue.search.placeholder",
            clear: "review.queue.search.clear",
          }}
          className="min-w-0"
        />
        {isDesktop ? (
          choices
        ) : (
          <DrawerTrigger isOpen={sheetOpen} onOpenChange={setSheetOpen}>
            <Button variant="secondary" icon={<SlidersHorizontal />} className="justify-self-start sm:self-end">
              {t("review.queue.filters.more")}
              {chosenCount > 0 ? (
                <Badge size="sm" variant="accent">
                  <span className="sr-only">{t("review.queue.filters.chosen")}</span>
                  {chosenCount}
                </Badge>
              ) : null}
            </Button>
            <Drawer
              placement="bottom"
              title={t("review.queue.filters.region")}
              closeLabel={t("review.queue.filters.close")}
              footer={
                <Button className="w-full" onPress={() => setSheetOpen(false)}>
                  {t("review.queue.filters.done")}
                </Button>
              }
            >
              <div className="flex flex-col gap-4">{choices}</div>
            </Drawer>
          </DrawerTrigger>
        )}
      </div>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-body font-semibold text-fg">
          {found}
        </p>
        {onClear ? (
          <Button variant="ghost" onPress={onClear}>
            {t("review.queue.filters.clear")}
          </Button>
        ) : null}
      </div>
    </search>
  );
}
