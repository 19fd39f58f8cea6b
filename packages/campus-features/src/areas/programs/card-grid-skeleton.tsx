import { Skeleton, SkeletonRegion } from "@campus/design-system";

/**
 * A list of cards while it loads, in their shape: a cover (3:1 for programs, 16:9 for courses), a line of
 * labels, the title and two lines of text. Announced once as `label`.
 */
export function CardGridSkeleton({
  label,
  count,
  cover,
}: {
  label: string;
  count: number;
  cover: "program" | "course";
}) {
  return (
    <SkeletonRegion label={label}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
            key={index}
            className="flex flex-col overflow-hidden rounded-card border border-border bg-surface-raised"
          >
            <Skeleton
              shape="block"
              className={cover === "program" ? "aspect-[3/1] h-auto rounded-none" : "aspect-video h-auto rounded-none"}
            />
            <div className="flex flex-col gap-3 p-4">
              <div className="flex items-center justify-between gap-2">
                <Skeleton className="w-20 text-small" />
                <Skeleton className="h-6 w-24 rounded-full" />
              </div>
              <Skeleton className="w-3/4 text-heading" />
              <Skeleton lines={2} className="text-small" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
