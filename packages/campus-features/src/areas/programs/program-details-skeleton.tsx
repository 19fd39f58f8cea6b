import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** The program's details while they load, in their shape: the cover beside the labels, text and progress. */
export function ProgramDetailsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion
      label={label}
      className="grid overflow-hidden rounded-card border border-border bg-surface-raised desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <Skeleton
        shape="block"
        className="aspect-[3/1] h-auto rounded-none sm:aspect-[5/2] desktop:aspect-auto desktop:h-72"
      />
      <div className="flex flex-col gap-4 p-5 sm:p-8">
        <div className="flex gap-2">
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-7 w-20 rounded-full" />
        </div>
        <Skeleton className="w-48 text-heading" />
        <Skeleton lines={3} />
        <Skeleton shape="block" className="mt-2 h-8 max-w-xl rounded-control" />
      </div>
    </SkeletonRegion>
  );
}
