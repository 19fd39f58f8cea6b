import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { memo } from "react";

const rows = Array.from({ length: 6 }, (_, index) => index);

/**
 * The list while it loads, in the shape the accounts will take (rows on the desktop, cards on a phone), so
 * nothing jumps when they arrive. Announced once as `label`.
 */
export const LearnersSkeleton = memo(function LearnersSkeleton({ label, table }: { label: string; table: boolean }) {
  return (
    <SkeletonRegion label={label}>
      <div
        className={
          table ? "overflow-hidden rounded-card border-frame border-border bg-surface-raised" : "flex flex-col gap-3"
        }
      >
        {rows.map((row) =>
          table ? (
            <div
              key={row}
              className="grid min-h-20 grid-cols-[30fr_20fr_10fr_16fr_24fr] items-start border-b border-border py-4 last:border-b-0"
            >
              <div className="flex flex-col gap-2 px-4">
                <Skeleton className="w-3/5" />
                <Skeleton className="w-4/5 text-small" />
              </div>
              <div className="px-4">
                <Skeleton className="w-3/4" />
              </div>
              <div className="px-4">
                <Skeleton className="w-6" />
              </div>
              <div className="px-4">
                <Skeleton shape="block" className="h-7 w-24 rounded-full" />
              </div>
              <div className="px-4">
                <Skeleton shape="block" className="h-8 w-28 rounded-control" />
              </div>
            </div>
          ) : (
            <div
              key={row}
              className="flex min-h-56 flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-4"
            >
              <div className="flex flex-col gap-2">
                <Skeleton className="w-3/5" />
                <Skeleton className="w-4/5 text-small" />
              </div>
              <Skeleton shape="block" className="h-7 w-24 rounded-full" />
              <Skeleton className="w-4/5 text-small" />
              <Skeleton shape="block" className="h-8 w-28 rounded-control" />
            </div>
          ),
        )}
      </div>
    </SkeletonRegion>
  );
});
