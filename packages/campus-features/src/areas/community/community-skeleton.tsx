import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** Community cards while they load, in their shape: a tall card with the category above, title and tags below. */
export function CommunitySkeleton({ label, count }: { label: string; count: number }) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
            key={index}
            className="flex min-h-64 flex-col justify-between rounded-card border border-border bg-surface-raised p-4"
          >
            <Skeleton className="h-6 w-24 rounded-full" />
            <div className="flex flex-col gap-3">
              <Skeleton className="w-3/4 text-heading" />
              <Skeleton className="w-1/2 text-small" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
