import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The home page while it loads, in the shape of the starting course and a row of course cards. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t("home.loading")} className="flex flex-col gap-10">
      <div className="grid overflow-hidden rounded-card border border-border bg-surface-raised desktop:grid-cols-[5fr_7fr]">
        <Skeleton shape="block" className="h-56 rounded-none desktop:h-80" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <Skeleton className="w-32 text-caption" />
          <Skeleton className="w-4/5 text-title" />
          <Skeleton lines={2} />
          <Skeleton shape="block" className="mt-4 h-11 w-48 rounded-control" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="w-48 text-heading" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6">
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className="flex flex-col overflow-hidden rounded-card border border-border bg-surface-raised"
            >
              <Skeleton shape="block" className="h-40 rounded-none" />
              <div className="flex flex-col gap-3 p-4">
                <Skeleton className="w-24" />
                <Skeleton lines={2} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}
