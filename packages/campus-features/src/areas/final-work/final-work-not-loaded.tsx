import { useTranslation } from "react-i18next";
import { LoadError } from "../../frame";
import { FinalWorkHero } from "./final-work-hero";
import { FinalWorkSkeleton } from "./final-work-skeleton";

/** The final work before it is here: its skeleton while loading, or what failed with a way to try again. */
export function FinalWorkNotLoaded({
  courseId,
  hasFailed,
  onRetry,
}: {
  courseId: string;
  hasFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!hasFailed) return <FinalWorkSkeleton />;
  return (
    <>
      <FinalWorkHero
        courseId={courseId}
        courseTitle={t("finalWork.fallbackTitle")}
        title={t("finalWork.fallbackTitle")}
      />
      <LoadError message={t("finalWork.loadErrorInline")} onRetry={onRetry} />
    </>
  );
}
