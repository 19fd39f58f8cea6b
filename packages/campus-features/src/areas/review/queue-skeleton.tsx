import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { memo } from "react";
import { useTranslation } from "react-i18next";

const ROWS = 6;
const rows = Array.from({ length: ROWS }, (_, index) => index);

/**
 * The queue while it loads, in the shape the works will take (the table's rows on the desktop, cards on a
 * phone), so nothing jumps when they arrive. Announced once as `label`. Memoized: the page re-renders around it.
 */
export const QueueSkeleton = memo(function QueueSkeleton({ label, table }: { label: string; table: boolean }) {
  const { t } = useTranslation();
  const columns = [
    t("review.queue.columns.learner"),
    t("review.queue.columns.work"),
    t("review.queue.columns.sent"),
    t("review.queue.columns.state"),
  ];
  return (
    <SkeletonRegion label={label}>
      {table ? (
        <div className="overflow-hidden rounded-card border-frame border-border bg-surface-raised shadow-lg">
          {/* The table's own headings, for the eye only: the region says it is loading. */}
          <div
            aria-hidden="true"
            className="grid grid-cols-[28fr_34fr_16fr_22fr] border-b border-border bg-surface-sunken"
          >
            {columns.map((column) => (
              <div key={column} className="px-4 py-3 text-small font-semibold text-fg-muted">
                {column}
              </div>
            ))}
          </div>
          {rows.map((row) => (
            <div
              key={row}
              className="grid min-h-20 grid-cols-[28fr_34fr_16fr_22fr] border-b border-border py-4 last:border-b-0"
            >
              <div className="flex flex-col gap-2 px-4">
                <Skeleton className="w-3/5" />
                <Skeleton className="w-4/5 text-small" />
              </div>
              <div className="flex flex-col gap-2 px-4">
                <Skeleton className="w-2/5 text-small" />
                <Skeleton className="w-4/5" />
              </div>
              <div className="px-4">
                <Skeleton className="w-4/5 text-small" />
              </div>
              <div className="px-4">
                <Skeleton shape="block" className="h-7 w-32 rounded-full" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {rows.map((row) => (
            <div
              key={row}
              className="flex min-h-60 flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-4"
            >
              <div className="flex flex-col gap-2">
                <Skeleton className="w-3/5" />
                <Skeleton className="w-4/5 text-small" />
              </div>
              <Skeleton shape="block" className="h-7 w-36 rounded-full" />
              <div className="flex flex-col gap-2 border-t border-border pt-3">
                <Skeleton className="w-2/5 text-small" />
                <Skeleton className="w-4/5" />
                <Skeleton className="w-1/2 text-small" />
              </div>
            </div>
          ))}
        </div>
      )}
    </SkeletonRegion>
  );
});
