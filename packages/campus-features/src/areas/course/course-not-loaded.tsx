import { useTranslation } from "react-i18next";
import { hasOwnPage, Unavailable, unavailableName, unavailableReason, unavailableTitleKey } from "../../access";
import { useCall } from "../../data";
import { LoadError } from "../../frame";
import { CourseHero } from "./course-hero";
import { CourseSkeleton } from "./course-skeleton";

/**
 * The page while the course is not there: placeholders while it loads; the lock, 'no access' or the
 * language when it is refused; the load error with a retry when it failed; each with the page's one h1.
 */
export function CourseNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const ranks = useCall("rankStages", {});
  const reason = unavailableReason(error, ranks.data, ranks.error);
  const isLoadError = error !== undefined && !hasOwnPage(error);
  if (!reason && !isLoadError) return <CourseSkeleton />;
  // The refusal names the course: the page keeps its name, and the panel says why it cannot open.
  const title = unavailableName(reason) ?? t(unavailableTitleKey(reason) ?? "course.fallbackTitle");
  return (
    <>
      <CourseHero trail={[{ id: "course", label: title }]} title={title} />
      {reason ? <Unavailable reason={reason} /> : <LoadError message={t("course.loadErrorInline")} onRetry={onRetry} />}
    </>
  );
}
