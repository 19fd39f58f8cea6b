import { EXAM_REVIEW_BUSINESS_DAYS, REVIEW_QUEUE_PAGE_SIZE } from "@campus/contract";
import { useIsDesktop } from "@campus/design-system";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage } from "../../data";
import { LoadError } from "../../frame";
import { useListPages } from "../../list-search";
import { PageHeader, pageColumn } from "../../page";
import { ConsoleNav } from "./console-nav";
import {
  changeQueueFilter,
  clearQueueFilters,
  isQueueFiltered,
  queueSearchParams,
  type ReviewQueueFilter,
} from "./queue-address";
import { QueueCards } from "./queue-cards";
import type { QueueFilterChange } from "./queue-choices";
import { QueueEmpty } from "./queue-empty";
import { QueueFilters } from "./queue-filters";
import { QueuePages } from "./queue-pages";
import { QueueSkeleton } from "./queue-skeleton";
import { QueueStatusTabs } from "./queue-status-tabs";
import { QueueTable } from "./queue-table";
import { routeStaffCalls } from "./staff-calls";
import { useQueueAddress } from "./use-queue-address";
import { useReviewQueue } from "./use-review-queue";

routeStaffCalls();

/**
 * The review queue (`/staff/reviews`): final works to judge, oldest sent first as the server pages them, by status
 * (pending with how many are overdue, approved, needs correction) and narrowed by program, course, task and the
 * learner's name or email. The address holds every filter and the page, so a reload, Back and a shared link keep
 * the queue, and a work opened from it knows its place there.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const [filter, showFilter] = useQueueAddress();
  const queue = useReviewQueue(filter);
  const data = queue.data;
  const options = data?.filters;
  const isDesktop = useIsDesktop();
  const headingId = useId();
  const pageSize = data?.pageSize ?? REVIEW_QUEUE_PAGE_SIZE;
  const list = data ? { totalCount: data.total, totalPages: Math.max(1, Math.ceil(data.total / pageSize)) } : undefined;
  // Only this address's own answer says a page is past the end (not the previous queue's, still shown meanwhile).
  const pages = useListPages(filter, showFilter, queue.isPending ? undefined : list, { pageSize });
  // The pages stay under the list shown while the next one loads.
  const pagination = { ...pages.pagination, totalCount: data?.total ?? 0 };

  const change = (next: ReviewQueueFilter) => showFilter(next);
  const onChange: QueueFilterChange = (changed) => change(changeQueueFilter(filter, changed, options));
  const onSearch = useCallback(
    (query: string, { replace }: { replace: boolean }) =>
      showFilter(changeQueueFilter(filter, { query }, options), { replace }),
    [filter, options, showFilter],
  );
  const filtered = isQueueFiltered(filter);
  const clearFilters = () => change(clearQueueFilters(filter));
  const found = data && !queue.isPending ? t("review.queue.list.found", { count: data.total }) : "";
  const caption = t("review.queue.list.caption", {
    status: t(`review.queue.status.${filter.status}`),
    page: filter.page,
    pages: list?.totalPages ?? 1,
  });
  // A page past the end shows nothing until the last page there is replaces it (useListPages).
  const settling = data !== undefined && data.items.length === 0 && data.total > 0;

  return (
    <div className={pageColumn.plain}>
      <title>{t("app.documentTitle", { title: t("review.queue.title") })}</title>
      <ConsoleNav />
      <PageHeader title={t("review.queue.title")} lead={t("review.queue.lead", { count: EXAM_REVIEW_BUSINESS_DAYS })} />
      <QueueFilters
        filter={filter}
        options={options}
        onChange={onChange}
        onSearch={onSearch}
        found={found}
        onClear={filtered ? clearFilters : undefined}
      />
      <QueueStatusTabs
        status={filter.status}
        counts={data?.counts}
        addressOf={(status) => `?${queueSearchParams(changeQueueFilter(filter, { status }, options))}`}
      >
        <section
          aria-labelledby={headingId}
          aria-busy={queue.isPending || undefined}
          className="flex scroll-mt-4 flex-col gap-5"
        >
          <h2 id={headingId} ref={pages.listHeading} tabIndex={-1} className="sr-only">
            {t("review.queue.list.heading")}
          </h2>
          {queue.error && !data ? (
            <LoadError
              message={errorMessage(queue.error, t, "review.queue.list.loadError")}
              {...(canRetry(queue.error) ? { onRetry: queue.retry } : {})}
            />
          ) : !data || settling ? (
            <QueueSkeleton label={t("review.queue.list.loading")} table={isDesktop} />
          ) : data.items.length === 0 ? (
            <QueueEmpty status={filter.status} filtered={filtered} onClearFilters={clearFilters} />
          ) : (
            <>
              <div className={queue.isPending ? "opacity-60 transition-opacity" : undefined}>
                {isDesktop ? (
                  <QueueTable items={data.items} filter={filter} caption={caption} />
                ) : (
                  <QueueCards items={data.items} filter={filter} />
                )}
              </div>
              <QueuePages {...pagination} />
            </>
          )}
        </section>
      </QueueStatusTabs>
    </div>
  );
}
