import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { errorMessage, useCall } from "../../data";
import { LoadError } from "../../frame";
import { pageColumn } from "../../page";
import { routeStaffCalls } from "./staff-calls";
import { queueFilterOf } from "./work/work-address";
import { WorkSkeleton } from "./work/work-skeleton";
import { WorkView } from "./work/work-view";

routeStaffCalls();

/**
 * A final work beside the reviewer's decision (`/staff/reviews/:id`), opened from the queue whose filters its
 * address carries (work-address.ts): the task as sent, the answer with its files and earlier answers, and the
 * verdict, one reviewer at a time.
 */
export function ReviewWorkPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => queueFilterOf(new URLSearchParams(search)), [search]);
  const call = useCall("reviewWork", { id, ...filter });
  const work = call.data?.work._id === id ? call.data.work : undefined;

  if (!work) {
    return (
      <div className={pageColumn.underCrumbs}>
        <header className="text-hero-fg">
          <title>{t("app.documentTitle", { title: t("review.work.title") })}</title>
          <h1 className="text-title font-bold desktop:text-display">{t("review.work.title")}</h1>
        </header>
        {call.error ? (
          <LoadError
            message={errorMessage(call.error, t, "review.work.loadError")}
            onRetry={() => void call.mutate()}
          />
        ) : (
          <WorkSkeleton />
        )}
      </div>
    );
  }
  return (
    <div className={pageColumn.underCrumbs}>
      <WorkView
        key={work._id}
        work={work}
        filter={filter}
        onReload={() => void call.mutate()}
        onDecided={(decided) => void call.mutate({ work: decided }, { revalidate: false })}
      />
    </div>
  );
}
