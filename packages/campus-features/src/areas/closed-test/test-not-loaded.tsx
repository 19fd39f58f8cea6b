import { useTranslation } from "react-i18next";
import {
  hasOwnPage,
  LessonsLeftNote,
  lessonsLeftOf,
  Unavailable,
  unavailableReason,
  unavailableTitleKey,
} from "../../access";
import { useCall } from "../../data";
import { LoadError } from "../../frame";
import { TestHero } from "./test-hero";
import { TestSkeleton } from "./test-skeleton";

/**
 * The page while the test is not there: placeholders while it loads; the lessons left (with the next one) when
 * the course's lessons are not all completed; the rank lock, 'no access' or the language when it is refused; the
 * load error with a retry when it failed; each with the page's one h1.
 */
export function TestNotLoaded({ error, onRetry, courseId }: { error: unknown; onRetry: () => void; courseId: string }) {
  const { t } = useTranslation();
  const ranks = useCall("rankStages", {});
  const lessonsLeft = lessonsLeftOf(error);
  if (lessonsLeft) {
    return (
      <>
        <TestHero trail={[]} title={t("closedTest.lessonsLeftTitle")} />
        <LessonsLeftNote ending="closed-test" courseId={courseId} reason={lessonsLeft} panel />
      </>
    );
  }
  const reason = unavailableReason(error, ranks.data, ranks.error);
  const isLoadError = error !== undefined && !hasOwnPage(error);
  if (!reason && !isLoadError) return <TestSkeleton />;
  const title = t(unavailableTitleKey(reason) ?? "closedTest.fallbackTitle");
  return (
    <>
      <TestHero trail={[]} title={title} />
      {reason ? <Unavailable reason={reason} /> : <LoadError message={t("closedTest.loadError")} onRetry={onRetry} />}
    </>
  );
}
