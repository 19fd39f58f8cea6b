import { Button, Drawer, Skeleton, SkeletonRegion } from "@campus/design-system";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A side drawer whose data is not there yet: placeholders while it loads, the failure and a retry after. */
export function DrawerFallback({
  title,
  isOpen,
  onOpenChange,
  loadingLabel,
  errorMessage,
  onRetry,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  loadingLabel: string;
  /** Set when loading failed. */
  errorMessage?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer title={title} closeLabel={t("drawers.close")} placement="right" isOpen={isOpen} onOpenChange={onOpenChange}>
      {errorMessage ? (
        <div role="alert" className="flex flex-col items-start gap-4 px-1 py-4">
          <p className="text-body text-fg">{errorMessage}</p>
          <Button variant="secondary" icon={<RotateCw />} onPress={onRetry}>
            {t("errors.retry")}
          </Button>
        </div>
      ) : (
        <SkeletonRegion label={loadingLabel} className="flex flex-col gap-4">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="block" className="h-16" />
          ))}
        </SkeletonRegion>
      )}
    </Drawer>
  );
}
