import type { FilterOption } from "@campus/contract";
import { type FilterGroup, FilterPanel, type FilterPanelValue } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { TOOLS_SORT, toolGroupIds } from "./filters";

/**
 * The tools list's filter panel: domain and business categories (several of each, from the filters call) and
 * the one sort order, name from A to Z. The trigger shows the list's own count (SPEC section 5), which also
 * counts the search and favorites kept outside the panel.
 */
export function ToolsFilterPanel({
  value,
  defaults,
  activeCount,
  onApply,
  domainOptions,
  businessOptions,
}: {
  value: FilterPanelValue;
  defaults: FilterPanelValue;
  activeCount: number;
  onApply: (value: FilterPanelValue) => void;
  /** Empty while the filters call loads (or when it failed): the group is left out, the rest still works. */
  domainOptions: readonly FilterOption[];
  businessOptions: readonly FilterOption[];
}) {
  const { t } = useTranslation();
  const groups: FilterGroup[] = [];
  const group = (id: string, label: string, options: readonly FilterOption[]) => {
    if (options.length === 0) return;
    groups.push({
      id,
      label,
      kind: "checkbox",
      options: options.map((option) => ({ id: option.value, label: option.label })),
    });
  };
  group(toolGroupIds.domain, t("tools.filters.domain"), domainOptions);
  group(toolGroupIds.business, t("tools.filters.business"), businessOptions);
  return (
    <FilterPanel
      title={t("tools.filters.title")}
      triggerText={t("tools.filters.trigger")}
      triggerLabel={(count) => (count > 0 ? t("tools.filters.triggerActive", { count }) : t("tools.filters.trigger"))}
      groups={groups}
      defaults={defaults}
      value={value}
      activeCount={activeCount}
      onApply={(applied) => onApply(applied)}
      sortLabel={t("tools.filters.sort")}
      sortOptions={[{ id: TOOLS_SORT, label: t("tools.filters.sortByName") }]}
      clearLabel={t("tools.filters.clear")}
      applyLabel={t("tools.filters.apply")}
      closeLabel={t("tools.filters.close")}
    />
  );
}
