import { Button } from "@campus/design-system";
import { CircleAlert, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A part of a page that failed to load: what happened and a retry, announced when it appears. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface-raised px-6 py-10 text-center text-fg shadow-sm ${className ?? ""}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-danger-subtle text-danger border-edge border-current"
      >
        <CircleAlert className="size-7" />
      </span>
      <p className="text-body font-semibold text-pretty">{message}</p>
      {onRetry ? (
        <Button variant="secondary" icon={<RotateCw />} onPress={onRetry}>
          {t("errors.retry")}
        </Button>
      ) : null}
    </div>
  );
}
