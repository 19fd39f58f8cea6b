import { useTranslation } from "react-i18next";
import { hasOwnPage, Unavailable, unavailableReason, unavailableTitleKey } from "../access";
import { useCall } from "../data";
import { LoadError } from "../frame";
import { TestHero } from "./test-hero";
import { TestSkeleton } from "./test-skeleton";

/**
 * The page while the test is not there: placeholders while it loads; the rank lock, 'no access' or the
 * language when it is refused; the load error with a retry when it failed; each with the page's one h1.
 */
export function TestNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const ranks = useCall("rankStages", {});
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
