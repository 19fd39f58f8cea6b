import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The page while it loads, in the shape of a section of course rows. */
export function MyLearningSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t("myLearning.loading")}
      className="flex flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 shadow-lg sm:p-8"
    >
      <Skeleton className="w-48 text-title" />
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className={`grid gap-4 border-border py-5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6 ${index > 0 ? "border-t" : "pt-2"}`}
        >
          <Skeleton shape="block" className="hidden aspect-video w-full rounded-control sm:block" />
          <div className="flex flex-col gap-3">
            <Skeleton className="w-3/5 text-heading" />
            <Skeleton className="w-2/5" />
            <Skeleton shape="block" className="h-1.5 w-full max-w-md" />
            <Skeleton shape="block" className="h-11 w-36 rounded-control" />
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}
