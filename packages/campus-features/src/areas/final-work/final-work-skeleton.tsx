import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/**
 * The final work while it loads, in the shape of its overview: the crumbs and title on the band, the
 * description with its tasks, and the limits beside them. The page keeps its one h1 and its own title meanwhile.
 */
export function FinalWorkSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("app.documentTitle", { title: t("finalWork.fallbackTitle") })}</title>
      <h1 className="sr-only">{t("finalWork.fallbackTitle")}</h1>
      <SkeletonRegion label={t("finalWork.loading")} className="flex flex-col gap-8">
        <div className="flex flex-col gap-4">
          <Skeleton className="w-64 text-small" />
          <Skeleton className="w-3/5 max-w-2xl text-title desktop:text-display" />
          <Skeleton className="w-48 text-lead" />
        </div>
        <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:items-start">
          <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 sm:p-6">
            <Skeleton className="w-48 text-lead" />
            <Skeleton lines={2} />
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex gap-3 rounded-control border border-border p-4">
                <Skeleton shape="circle" className="size-8" />
                <Skeleton lines={2} className="flex-1" />
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 sm:p-6">
            <Skeleton className="w-40 text-lead" />
            <Skeleton lines={4} />
            <Skeleton shape="block" className="h-10 w-44 rounded-control" />
          </div>
        </div>
      </SkeletonRegion>
    </>
  );
}
