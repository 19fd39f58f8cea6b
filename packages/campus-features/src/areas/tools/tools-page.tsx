import { Button, EmptyState, Switch } from "@campus/design-system";
import { Heart, SearchX, Wrench } from "lucide-react";
import { useCallback, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { canRetry, errorMessage, useAddressFilter } from "../../data";
import { LoadError } from "../../frame";
import { ListPagination, ListSearch, useListPages } from "../../list-search";
import { PageHeader, pageColumn } from "../../page";
import { useLoadErrorToast } from "../../toasts";
import { categoryLabels } from "./category-labels";
import {
  changeToolsFilter,
  countToolFilters,
  isToolsFiltered,
  readToolsFilter,
  TOOLS_PAGE_SIZE,
  type ToolsFilter,
  toolsDefaults,
  toolsFromPanel,
  toolsPanelValue,
  toolsSearchParams,
} from "./filters";
import { useCatalogueFavorite, useToolFilterOptions, useTools } from "./hooks";
import { hasOwnMessage } from "./load-failure";
import { ToolGrid } from "./tool-grid";
import { ToolGridSkeleton } from "./tool-grid-skeleton";
import { ToolsFilterPanel } from "./tools-filter-panel";
import { useHeadingFocus } from "./use-heading-focus";

/** Only favorites were asked for, and nothing else narrows the list. */
const isFavoritesOnly = (filter: ToolsFilter) => filter.favorites && countToolFilters(filter) === 1;

/**
 * The tools catalogue (`/tools`): a search, 'favorites only', the filter panel (domain and business categories)
 * with its count, and the tool cards by name, 9 a page, each with its favorite toggle. The filter lives in
 * the address, so a filtered list can be shared, reloaded and stepped through with Back and Forward.
 */
export function ToolsPage() {
  const { t } = useTranslation();
  const [filter, showFilter] = useAddressFilter(readToolsFilter, toolsSearchParams);
  const tools = useTools(filter);
  const options = useToolFilterOptions();
  const toggleFavorite = useCatalogueFavorite();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = tools.data;
  const { listHeading, pagination } = useListPages(filter, showFilter, data, { pageSize: TOOLS_PAGE_SIZE });
  const labels = categoryLabels(options.data);
  // The cards show complete, with their categories' names, once those are in too (or failed): not drawn twice
  // as the two answers arrive, badges popping in the second time.
  const namesSettled = options.data !== undefined || options.error !== undefined;
  useHeadingFocus(heading, "tools");
  useLoadErrorToast(tools.error, data !== undefined, "tools.list.loadErrorToast", hasOwnMessage);

  const search = useCallback(
    (phrase: string, { replace }: { replace: boolean }) =>
      showFilter(changeToolsFilter(filter, { search: phrase }), { replace }),
    [filter, showFilter],
  );
  const clearFilters = () => showFilter(toolsDefaults);
  const filtered = isToolsFiltered(filter);
  const clearButton = (variant: "ghost" | "secondary") => (
    <Button variant={variant} onPress={clearFilters}>
      {t("tools.filters.clearAll")}
    </Button>
  );

  return (
    <div className={pageColumn.plain}>
      <title>{t("app.documentTitle", { title: t("tools.title") })}</title>
      <PageHeader title={t("tools.title")} lead={t("tools.intro")} headingRef={heading} />
      <search
        aria-label={t("tools.search.region")}
        className="flex flex-col gap-3 rounded-card border-frame border-border bg-surface-raised p-4 shadow-lg sm:p-5 desktop:flex-row desktop:items-end desktop:gap-6"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:gap-4">
          <ListSearch
            search={filter.search}
            onSearch={search}
            texts={{
              label: "tools.search.label",
              placeholder: "tools.search.placeholder",
              clear: "tools.search.clear",
            }}
            className="min-w-0 flex-1 sm:max-w-xl"
          />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <ToolsFilterPanel
              value={toolsPanelValue(filter)}
              defaults={toolsPanelValue(toolsDefaults)}
              activeCount={countToolFilters(filter)}
              onApply={(value) => showFilter(toolsFromPanel(value, filter))}
              domainOptions={options.data?.domainCategories ?? []}
              businessOptions={options.data?.businessCategories ?? []}
            />
            <Switch
              isSelected={filter.favorites}
              onChange={(favorites) => showFilter(changeToolsFilter(filter, { favorites }))}
            >
              {t("tools.filters.favorites")}
            </Switch>
          </div>
        </div>
        {/* The count of what the search and filters found, announced as it changes. */}
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 desktop:justify-end">
          <p role="status" className="text-body font-semibold text-fg">
            {data && !tools.isPending ? t("tools.list.found", { count: data.totalCount }) : ""}
          </p>
          {filtered && data && data.totalCount > 0 ? clearButton("ghost") : null}
        </div>
      </search>
      <section aria-labelledby={headingId} aria-busy={tools.isPending || undefined} className="flex flex-col gap-5">
        <h2 id={headingId} ref={listHeading} tabIndex={-1} className="sr-only">
          {t("tools.list.heading")}
        </h2>
        {tools.error && !data ? (
          <LoadError
            message={errorMessage(tools.error, t, "tools.list.loadError")}
            {...(canRetry(tools.error) ? { onRetry: tools.retry } : {})}
          />
        ) : !data || !namesSettled ? (
          <ToolGridSkeleton label={t("tools.list.loading")} count={TOOLS_PAGE_SIZE} />
        ) : data.data.length === 0 ? (
          isFavoritesOnly(filter) ? (
            <EmptyState
              icon={<Heart />}
              headingLevel={3}
              title={t("tools.noFavorites.title")}
              description={t("tools.noFavorites.description")}
              action={
                <Button variant="secondary" onPress={clearFilters}>
                  {t("tools.noFavorites.action")}
                </Button>
              }
              className="w-full bg-surface-raised"
            />
          ) : (
            <EmptyState
              icon={filtered ? <SearchX /> : <Wrench />}
              headingLevel={3}
              title={filtered ? t("tools.empty.title") : t("tools.none.title")}
              description={filtered ? t("tools.empty.description") : t("tools.none.description")}
              action={filtered ? clearButton("secondary") : undefined}
              className="w-full bg-surface-raised"
            />
          )
        ) : (
          <>
            <ToolGrid
              tools={data.data}
              labels={labels}
              isPending={tools.isPending}
              onFavoriteChange={(tool, isFavorite) => void toggleFavorite(tool, isFavorite)}
            />
            <ListPagination {...pagination} texts={{ label: "tools.list.pages", summary: "tools.list.summary" }} />
          </>
        )}
      </section>
    </div>
  );
}
