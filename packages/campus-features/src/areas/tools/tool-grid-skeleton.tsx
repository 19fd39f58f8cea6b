import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { memo } from "react";

/**
 * Tool cards while they load, in their shape: the logo, the name over the licence badge, the favorite toggle,
 * three lines of description and a row of category badges. Announced once as `label`. Memoized: the page
 * re-renders as its first answers arrive, and the 60-odd placeholders stay as they are.
 */
export const ToolGridSkeleton = memo(function ToolGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
            key={index}
            className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4"
          >
            <div className="flex items-start gap-3">
              <Skeleton shape="block" className="size-14 shrink-0 rounded-control" />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Skeleton className="w-3/4 text-heading" />
                <Skeleton className="h-5 w-20 rounded-full" />
              </div>
              <Skeleton shape="block" className="size-10 shrink-0 rounded-full" />
            </div>
            <Skeleton lines={3} className="text-small" />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
});
