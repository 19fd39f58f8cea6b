import { Button } from "@campus/design-system";
import { RotateCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fullName, type ReviewConflict } from "./review-conflict";

/**
 * The verdict was refused because the work changed under the reviewer: the learner sent a new version, or someone
 * decided it already (who, and how). The feedback typed stays where it is; reloading shows the work as it is now.
 */
export function ConflictMessage({
  conflict,
  onReload,
}: {
  conflict: Extract<ReviewConflict, { kind: "resent" | "decided" }>;
  onReload(): void;
}) {
  const { t } = useTranslation();
  const message =
    conflict.kind === "resent"
      ? t("review.work.conflict.resent")
      : conflict.reviewer
        ? t("review.work.conflict.decided", {
            name: fullName(conflict.reviewer),
            status: t(`review.work.status.${conflict.status}`).toLocaleLowerCase(),
          })
        : t("review.work.conflict.decidedUnknown", {
            status: t(`review.work.status.${conflict.status}`).toLocaleLowerCase(),
          });
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-control border-2 border-danger bg-danger-subtle p-4 text-fg"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words">{message}</p>
          {conflict.kind === "decided" ? <p className="text-small">{t("review.work.conflict.kept")}</p> : null}
        </div>
      </div>
      <Button variant="secondary" size="sm" icon={<RotateCw />} onPress={onReload} className="self-start">
        {t("review.work.conflict.reload")}
      </Button>
    </div>
  );
}
