import { Skeleton, SkeletonRegion } from "@campus/design-system";

/** The prompts while they load, in their shape: course, lesson title, date, the prompt's box and its buttons. */
export function PromptbookSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <ul className="grid grid-cols-1 gap-4 desktop:grid-cols-2 desktop:gap-6">
        {Array.from({ length: 4 }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
            key={index}
            className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-4 sm:p-5"
          >
            <div className="flex flex-col gap-2">
              <Skeleton className="w-1/3 text-small" />
              <Skeleton className="w-2/3 text-heading" />
              <Skeleton className="w-40 text-small" />
            </div>
            <Skeleton shape="block" className="h-24" />
            <div className="flex gap-2">
              <Skeleton className="h-8 w-24 rounded-control" />
              <Skeleton className="h-8 w-20 rounded-control" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}
