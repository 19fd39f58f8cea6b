import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { workCard } from "./work-card";
import { workLayout } from "./work-layout";

/** The page while the work loads, in the shape of the work beside the decision. */
export function WorkSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t("review.work.loading")} className={workLayout.split}>
      <div className="flex min-w-0 flex-col gap-6">
        <div className={workCard}>
          <Skeleton className="w-48 text-heading" />
          <Skeleton lines={3} />
        </div>
        <div className={workCard}>
          <Skeleton className="w-40 text-heading" />
          <Skeleton shape="block" className="h-40 w-full rounded-control" />
        </div>
      </div>
      <div className={workCard}>
        <Skeleton className="w-32 text-heading" />
        <Skeleton shape="block" className="h-44 w-full rounded-control" />
        <Skeleton shape="block" className="h-10 w-40 rounded-control" />
      </div>
    </SkeletonRegion>
  );
}
