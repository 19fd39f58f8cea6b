import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** Partner cards while they load, in their shape: the logo, the category and name, the benefit and the link. */
export function PartnerGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
            key={index}
            className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4"
          >
            <div className="flex items-center gap-3">
              <Skeleton shape="block" className="h-16 w-24 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-6 w-24 rounded-full" />
                <Skeleton className="w-2/3 text-heading" />
              </div>
            </div>
            <Skeleton shape="block" className="h-12" />
            <Skeleton className="w-28 text-small" />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
