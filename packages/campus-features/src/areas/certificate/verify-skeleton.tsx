import { Skeleton, SkeletonRegion } from "@campus/design-system";
import { useTranslation } from "react-i18next";

/** The record while it loads, in its shape: the status line, then the five labelled details. */
export function VerifySkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t("certificate.verify.loading")} className="flex flex-col gap-6">
      <Skeleton lines={2} className="text-body" />
      <div className="flex flex-col gap-5 border-t border-border pt-5">
        {[40, 64, 28, 36, 72].map((width) => (
          <div key={width} className="flex flex-col gap-2">
            <Skeleton className="w-24 text-small" />
            <Skeleton className="text-lead" style={{ width: `${width}%` }} />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
