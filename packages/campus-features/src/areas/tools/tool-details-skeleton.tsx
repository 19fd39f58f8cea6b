import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** A tool's page while it loads, in its shape: the description's paragraphs, the features and the categories. */
export function ToolDetailsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 desktop:p-8">
          <Skeleton className="w-40 text-heading" />
          <Skeleton lines={4} />
          <Skeleton className="mt-2 w-32 text-heading" />
          <Skeleton lines={3} className="w-2/3" />
        </div>
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5">
          <Skeleton className="w-28 text-heading" />
          <div className="flex flex-wrap gap-1.5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-10 w-full rounded-control" />
        </div>
      </div>
    </SkeletonRegion>
  );
}
