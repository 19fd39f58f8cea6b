import { Badge, Button, EmptyState } from "@campus/design-system";
import { Gift, SearchX } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage, useAddressFilter } from "../../data";
import { LoadError, useArrivalFocus } from "../../frame";
import { ListPagination, useListPages } from "../../list-search";
import { PageHeader, pageColumn } from "../../page";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { useFilterOptions, usePartners } from "./hooks";
import { PartnerGrid } from "./partner-grid";
import { PartnerGridSkeleton } from "./partner-grid-skeleton";
import {
  isPartnersFiltered,
  PARTNERS_PAGE_SIZE,
  partnersDefaults,
  partnersSearchParams,
  readPartnersFilter,
} from "./partners-filter";
import { PartnersFilterPanel } from "./partners-filter-panel";

/**
 * The partners' benefits (`/benefits`, with `accessToBenefits`): the filter panel (search and categories)
 * with its count, the partner cards 9 a page. The filter lives in the address, so a filtered list can be
 * shared, reloaded and stepped through with Back.
 */
export function BenefitsPage() {
  const { t } = useTranslation();
  const [filter, showFilter] = useAddressFilter(readPartnersFilter, partnersSearchParams);
  const partners = usePartners(filter);
  const options = useFilterOptions();
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const data = partners.data;
  const { listHeading, pagination } = useListPages(filter, showFilter, data, { pageSize: PARTNERS_PAGE_SIZE });
  const categories = options.data?.partnerCategories ?? [];
  const categoryLabel = (value: string) => categories.find((option) => option.value === value)?.label ?? value;
  const filtered = isPartnersFiltered(filter);
  useArrivalFocus(heading);
  useLoadErrorToast(partners.error, data !== undefined, "benefits.list.loadErrorToast", explainedByPage);

  const clearFilters = () => showFilter(partnersDefaults);
  return (
    <div className={pageColumn.plain}>
      <title>{t("benefits.documentTitle", { title: t("benefits.title") })}</title>
      <PageHeader title={t("benefits.title")} lead={t("benefits.intro")} headingRef={heading} />
      <search
        aria-label={t("benefits.search.region")}
        className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="flex flex-wrap items-center gap-3">
          <PartnersFilterPanel filter={filter} categories={categories} onApply={(next) => showFilter(next)} />
          {filter.search ? <Badge>{t("benefits.filters.searchChip", { search: filter.search })}</Badge> : null}
          {filter.categories.map((category) => (
            <Badge key={category}>{categoryLabel(category)}</Badge>
          ))}
        </div>
        {/* The count of what the filters found, announced as it changes. */}
        <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-1">
          <p role="status" className="text-body font-semibold text-fg">
            {data ? t("benefits.list.found", { count: data.totalCount }) : ""}
          </p>
          {filtered && data && data.totalCount > 0 ? (
            <Button variant="ghost" onPress={clearFilters}>
              {t("benefits.filters.clearAll")}
            </Button>
          ) : null}
        </div>
      </search>
      <section aria-labelledby={listHeadingId} className="flex scroll-mt-4 flex-col gap-5">
        <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className="sr-only">
          {t("benefits.list.heading")}
        </h2>
        {partners.error && !data ? (
          <LoadError
            message={errorMessage(partners.error, t, "benefits.list.loadError")}
            {...(canRetry(partners.error) ? { onRetry: () => void partners.mutate() } : {})}
          />
        ) : !data ? (
          <PartnerGridSkeleton label={t("benefits.list.loading")} count={6} />
        ) : data.data.length === 0 ? (
          <EmptyState
            icon={filtered ? <SearchX /> : <Gift />}
            headingLevel={3}
            title={filtered ? t("benefits.empty.title") : t("benefits.none.title")}
            description={filtered ? t("benefits.empty.description") : t("benefits.none.description")}
            action={
              filtered ? (
                <Button variant="secondary" onPress={clearFilters}>
                  {t("benefits.filters.clearAll")}
                </Button>
              ) : undefined
            }
            className="w-full bg-surface-raised"
          />
        ) : (
          <>
            <PartnerGrid partners={data.data} categoryLabel={categoryLabel} />
            <ListPagination
              {...pagination}
              texts={{ label: "benefits.list.pages", summary: "benefits.list.summary" }}
              raised
            />
          </>
        )}
      </section>
    </div>
  );
}
