import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** A partner's page while it loads, in its shape: the offer panel beside the partner's description. */
export function BenefitSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-6">
          <Skeleton className="w-32 text-small" />
          <Skeleton className="w-3/4 text-title" />
          <Skeleton shape="block" className="h-12 w-56" />
          <Skeleton className="w-40 text-heading" />
          <Skeleton lines={3} className="text-body" />
          <Skeleton shape="block" className="h-11 w-64" />
        </div>
        <div className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-6">
          <Skeleton className="w-40 text-heading" />
          <Skeleton lines={4} className="text-body" />
        </div>
      </div>
    </SkeletonRegion>
  );
}
