import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/**
 * The course page while it loads, in its shape: the crumbs and title on the band, the status card, the
 * description and the lesson list. The page keeps its one h1 (read as 'Course') and its own title meanwhile.
 */
export function CourseSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("course.documentTitle", { title: t("course.fallbackTitle") })}</title>
      <h1 className="sr-only">{t("course.fallbackTitle")}</h1>
      <SkeletonRegion label={t("course.loading")} className="flex flex-col gap-8">
        <div className="flex flex-col gap-4">
          <Skeleton className="w-56 text-small" />
          <Skeleton className="w-4/5 max-w-3xl text-title desktop:text-display" />
        </div>
        <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start">
          <div className="flex flex-col overflow-hidden rounded-card border border-border bg-surface-raised desktop:col-start-2 desktop:row-span-2 desktop:row-start-1">
            <Skeleton shape="block" className="aspect-video h-auto rounded-none" />
            <div className="flex flex-col gap-4 p-5 sm:p-6">
              <Skeleton className="w-32 text-lead" />
              <Skeleton shape="block" className="h-2 rounded-full" />
              <Skeleton shape="block" className="h-12 rounded-control" />
            </div>
          </div>
          <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 sm:p-6">
            <Skeleton className="w-28 text-lead" />
            <Skeleton lines={2} />
          </div>
          <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-raised p-5 sm:p-6">
            <Skeleton className="w-40 text-lead" />
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton shape="circle" className="size-9" />
                <Skeleton lines={2} className="flex-1" />
              </div>
            ))}
          </div>
        </div>
      </SkeletonRegion>
    </>
  );
}
