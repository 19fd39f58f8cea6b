import type { ToolCard as Tool } from "@campus/contract";
import { pagePaths, toolPath } from "@campus/contract";
import {
  Button,
  cn,
  EmptyState,
  LinkButton,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  ToolCard,
  useIsDesktop,
} from "@campus/design-system";
import { ArrowRight, Heart, Wrench } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type ToolsFilter, toolsFilters } from "./course-address";

export interface RecommendedToolsProps {
  tools: Tool[];
  filter: ToolsFilter;
  onFilterChange: (filter: ToolsFilter) => void;
  /** The tools shown are the previous filter's; the chosen filter's are loading. */
  isPending: boolean;
  onFavoriteChange: (tool: Tool, isFavorite: boolean) => void;
}

/**
 * The AI tools recommended for the course, filtered by all, favorites or licence (the filter lives in the
 * address), each with its favorite toggle and count, and a way to the whole catalogue. The filter is a row
 * of tabs on the desktop and a select below it, where four tabs do not fit.
 */
export function RecommendedTools({
  tools,
  filter,
  onFilterChange,
  isPending,
  onFavoriteChange,
}: RecommendedToolsProps) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const filterLabel = t("course.tools.filter");

  // "Show all" disappears with the empty list it sat in: focus goes to the filter that now says "all", once it
  // says so (the filter lives in the address, which may change a few frames later).
  const focusFilterWhenAll = useRef(false);
  const showAll = () => {
    focusFilterWhenAll.current = true;
    onFilterChange("all");
  };
  useEffect(() => {
    if (filter !== "all" || !focusFilterWhenAll.current) return;
    focusFilterWhenAll.current = false;
    section.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], [data-slot="tools-filter"] button')
      ?.focus();
  }, [filter]);

  const list = (
    <ToolList
      tools={tools}
      filter={filter}
      isPending={isPending}
      onFavoriteChange={onFavoriteChange}
      onShowAll={showAll}
    />
  );

  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-heading font-bold text-fg">
          {t("course.tools.title")}
        </h2>
        <LinkButton href={pagePaths.tools} variant="ghost" size="sm" icon={<ArrowRight />} className="-ms-3 sm:ms-0">
          {t("course.tools.catalogue")}
        </LinkButton>
      </div>
      {isDesktop ? (
        <Tabs selectedKey={filter} onSelectionChange={(key) => onFilterChange(key as ToolsFilter)}>
          <TabList aria-label={filterLabel}>
            {toolsFilters.map((id) => (
              <Tab key={id} id={id}>
                {t(`course.tools.filters.${id}`)}
              </Tab>
            ))}
          </TabList>
          {toolsFilters.map((id) => (
            <TabPanel key={id} id={id} className="pt-2">
              {list}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <>
          <div data-slot="tools-filter">
            <Select
              label={filterLabel}
              options={toolsFilters.map((id) => ({ id, label: t(`course.tools.filters.${id}`) }))}
              selectedKey={filter}
              onSelectionChange={(key) => {
                if (key !== null) onFilterChange(key as ToolsFilter);
              }}
              className="max-w-xs"
            />
          </div>
          {list}
        </>
      )}
    </section>
  );
}

function ToolList({
  tools,
  filter,
  isPending,
  onFavoriteChange,
  onShowAll,
}: Pick<RecommendedToolsProps, "tools" | "filter" | "isPending" | "onFavoriteChange"> & { onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div aria-busy={isPending || undefined}>
      {isPending ? (
        <span role="status" className="sr-only">
          {t("course.tools.loading")}
        </span>
      ) : null}
      {tools.length === 0 ? (
        <EmptyState
          icon={filter === "favorites" ? <Heart /> : <Wrench />}
          title={t(`course.tools.empty.${filter}`)}
          headingLevel={3}
          {...(filter === "all"
            ? {}
            : {
                description: t("course.tools.empty.description"),
                action: (
                  <Button variant="secondary" onPress={onShowAll}>
                    {t("course.tools.empty.action")}
                  </Button>
                ),
              })}
          className="w-full bg-surface-raised"
        />
      ) : (
        <ul
          className={cn(
            "grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3 desktop:gap-6",
            isPending && "opacity-60 motion-safe:transition-opacity",
          )}
        >
          {tools.map((tool) => (
            <li key={tool._id} className="flex">
              <ToolCard
                name={tool.name}
                logoSrc={tool.logo}
                description={tool.description}
                licence={tool.licenceType}
                licenceLabel={t(`course.tools.licence.${tool.licenceType}`)}
                isFavorite={tool.isFavorite}
                favoritesCount={tool.favoritesCount}
                formatFavorites={(count) => t("tools.favorite.count", { count })}
                onFavoriteChange={(isFavorite) => onFavoriteChange(tool, isFavorite)}
                favoriteLabel={t("course.tools.favorite", { name: tool.name })}
                href={toolPath(tool._id)}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
