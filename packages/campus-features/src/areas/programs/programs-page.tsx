import { Button, EmptyState } from "@campus/design-system";
import { SearchX } from "lucide-react";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage, useAddressFilter } from "../../data";
import { LoadError } from "../../frame";
import { ListPagination, ListSearch, useListPages } from "../../list-search";
import { PageHeader, pageColumn } from "../../page";
import { useLearner } from "../../session";
import { explainedByPage, useLoadErrorToast } from "../../toasts";
import { CardGridSkeleton } from "./card-grid-skeleton";
import {
  changeFilter,
  countProgramFilters,
  isFiltered,
  PROGRAMS_PAGE_SIZE,
  panelValue,
  programSorts,
  programsDefaults,
  programsFromPanel,
  programsSearchParams,
  readProgramsFilter,
} from "./filters";
import { useFilterOptions, usePrograms } from "./hooks";
import { ListFilterPanel } from "./list-filter-panel";
import { ProgramGrid } from "./program-grid";
import { RankNote } from "./rank-note";

/**
 * The programs (`/programs`): a search, the filter panel (availability, ranks, sort) with its count, and the
 * program cards 9 a page. The filter lives in the address; programs above the learner's rank show locked,
 * with why.
 */
export function ProgramsPage() {
  const { t } = useTranslation();
  const { user } = useLearner();
  const [filter, showFilter] = useAddressFilter(readProgramsFilter, programsSearchParams);
  const programs = usePrograms(filter);
  const options = useFilterOptions();
  const headingId = useId();
  const data = programs.data;
  const { listHeading, pagination } = useListPages(filter, showFilter, data, { pageSize: PROGRAMS_PAGE_SIZE });
  useLoadErrorToast(programs.error, data !== undefined, "programs.list.loadErrorToast", explainedByPage);

  const search = useCallback(
    (phrase: string, { replace }: { replace: boolean }) =>
      showFilter(changeFilter(filter, { search: phrase }), { replace }),
    [filter, showFilter],
  );
  const clearFilters = () => showFilter(programsDefaults);
  const hasLocked = data?.data.some((program) => program.rank > user.rankStage) ?? false;

  return (
    <div className={pageColumn.plain}>
      <title>{t("programs.documentTitle", { title: t("programs.title") })}</title>
      <PageHeader title={t("programs.title")} lead={t("programs.intro")} />
      <search
        aria-label={t("programs.search.label")}
        className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:p-5 desktop:flex-row desktop:items-end desktop:gap-6"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-end sm:gap-4">
          <ListSearch
            search={filter.search}
            onSearch={search}
            texts={{
              label: "programs.search.label",
              placeholder: "programs.search.placeholder",
              clear: "programs.search.clear",
            }}
            className="min-w-0 flex-1 sm:max-w-xl"
          />
          <ListFilterPanel
            title={t("programs.filters.title")}
            value={panelValue(filter, { withSearch: false })}
            defaults={panelValue(programsDefaults, { withSearch: false })}
            activeCount={countProgramFilters(filter)}
            onApply={(value) => showFilter(programsFromPanel(value, filter))}
            typeLabel={t("programs.filters.type")}
            typeOptions={options.data?.modulesTypes ?? []}
            rankOptions={options.data?.ranks ?? []}
            sortOptions={programSorts.map((sort) => ({ id: sort, label: t(`programs.sort.${sort}`) }))}
          />
        </div>
        {/* The count of what the search and filters found, announced as it changes. */}
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 desktop:justify-end">
          <p role="status" className="text-body font-semibold text-fg">
            {data ? t("programs.list.found", { count: data.totalCount }) : ""}
          </p>
          {isFiltered(filter) && data && data.totalCount > 0 ? (
            <Button variant="ghost" onPress={clearFilters}>
              {t("programs.filters.clearAll")}
            </Button>
          ) : null}
        </div>
      </search>
      <section aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-5">
        <h2 id={headingId} ref={listHeading} tabIndex={-1} className="sr-only">
          {t("programs.list.heading")}
        </h2>
        {programs.error && !data ? (
          <LoadError
            message={errorMessage(programs.error, t, "programs.list.loadError")}
            {...(canRetry(programs.error) ? { onRetry: () => void programs.mutate() } : {})}
          />
        ) : !data ? (
          <CardGridSkeleton label={t("programs.list.loading")} count={6} cover="program" />
        ) : data.data.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            headingLevel={3}
            title={isFiltered(filter) ? t("programs.empty.title") : t("programs.none.title")}
            description={isFiltered(filter) ? t("programs.empty.description") : t("programs.none.description")}
            action={
              isFiltered(filter) ? (
                <Button variant="secondary" onPress={clearFilters}>
                  {t("programs.filters.clearAll")}
                </Button>
              ) : undefined
            }
            className="w-full bg-surface-raised"
          />
        ) : (
          <>
            {hasLocked ? <RankNote /> : null}
            <ProgramGrid programs={data.data} rankStage={user.rankStage} />
            <ListPagination
              {...pagination}
              texts={{ label: "programs.list.pages", summary: "programs.list.summary" }}
            />
          </>
        )}
      </section>
    </div>
  );
}
