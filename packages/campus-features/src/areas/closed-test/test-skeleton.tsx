import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The test page while it loads, in its shape: crumbs and title on the band, then the start card; its own title meanwhile. */
export function TestSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("app.documentTitle", { title: t("closedTest.fallbackTitle") })}</title>
      <h1 className="sr-only">{t("closedTest.fallbackTitle")}</h1>
      <SkeletonRegion label={t("closedTest.loading")} className="flex flex-col gap-8">
        <div className="flex flex-col gap-4">
          <Skeleton className="w-56 text-small" />
          <Skeleton className="w-28 text-small" />
          <Skeleton className="w-4/5 max-w-3xl text-title desktop:text-display" />
        </div>
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 rounded-card border border-border bg-surface-raised p-6 sm:p-8">
          <Skeleton className="w-40 text-heading" />
          <Skeleton lines={2} />
          {/* As many facts and buttons as the start card mostly has (the certificate's among them), so the page
              does not grow under the learner's eyes when it arrives, the footer pushed down on a phone. */}
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3, 4].map((fact) => (
              <Skeleton key={fact} shape="block" className="h-14 rounded-control" />
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <Skeleton shape="block" className="h-12 w-44 rounded-control" />
            <Skeleton shape="block" className="h-12 w-56 rounded-control" />
          </div>
        </div>
      </SkeletonRegion>
    </>
  );
}
