import { useTranslation } from "react-i18next";
import { errorMessage, useCall } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { routeStaffCalls } from "./staff-calls";

routeStaffCalls();

/** The review queue (`/staff/reviews`): final works to judge, oldest first, paged by the server. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const queue = useCall("reviewQueue", {});
  return (
    <div className={pageColumn.roomy}>
      <title>{t("app.documentTitle", { title: t("review.queue.title") })}</title>
      <h1 className="text-title font-bold">{t("review.queue.title")}</h1>
      {queue.error ? (
        <LoadError message={errorMessage(queue.error, t, "review.queue.title")} onRetry={() => void queue.mutate()} />
      ) : null}
    </div>
  );
}
