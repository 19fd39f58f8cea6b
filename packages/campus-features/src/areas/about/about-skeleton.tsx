import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** The about page while it loads, in its shape: the sections' cards beside the Mastermind panel. */
export function AboutSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <div className="flex flex-col gap-6">
        <Skeleton lines={2} className="max-w-3xl text-lead" />
        <div className="grid gap-4 desktop:grid-cols-3 desktop:gap-6">
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5">
              <Skeleton className="w-1/2 text-heading" />
              <Skeleton lines={3} className="text-body" />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-6">
          <Skeleton className="w-40 text-title" />
          <Skeleton lines={2} className="text-body" />
          <div className="grid gap-4 sm:grid-cols-2 desktop:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} shape="block" className="h-24" />
            ))}
          </div>
        </div>
      </div>
    </SkeletonRegion>
  );
}
