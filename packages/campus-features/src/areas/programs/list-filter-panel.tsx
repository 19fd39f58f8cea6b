import type { FilterOption } from "@campus/contract";
import { type FilterGroup, FilterPanel, type FilterPanelValue } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import { filterGroupIds } from "./filters";

/**
 * The filter panel of a list: its sort orders, a type (one choice, from the filters call) and ranks
 * (several), and the search when the list keeps it in the panel. The list counts its active filters by its
 * own rule (SPEC section 5) and the trigger shows that count.
 */
export function ListFilterPanel({
  title,
  value,
  defaults,
  activeCount,
  onApply,
  typeLabel,
  typeOptions,
  rankOptions,
  sortOptions,
  search,
}: {
  title: string;
  value: FilterPanelValue;
  defaults: FilterPanelValue;
  activeCount: number;
  onApply: (value: FilterPanelValue) => void;
  typeLabel: string;
  /** Empty while the filters call loads (or when it failed): the group is left out, the rest still works. */
  typeOptions: readonly FilterOption[];
  rankOptions: readonly FilterOption[];
  sortOptions: readonly { id: string; label: string }[];
  search?: { label: string; placeholder: string };
}) {
  const { t } = useTranslation();
  const groups: FilterGroup[] = [];
  if (typeOptions.length > 0) {
    groups.push({
      id: filterGroupIds.type,
      label: typeLabel,
      kind: "radio",
      options: typeOptions.map((option) => ({ id: option.value, label: option.label })),
    });
  }
  if (rankOptions.length > 0) {
    groups.push({
      id: filterGroupIds.rank,
      label: t("programs.filters.rank"),
      kind: "checkbox",
      countEachOption: true,
      options: rankOptions.map((option) => ({ id: option.value, label: option.label })),
    });
  }
  return (
    <FilterPanel
      title={title}
      triggerText={t("programs.filters.trigger")}
      triggerLabel={(count) =>
        count > 0 ? t("programs.filters.triggerActive", { count }) : t("programs.filters.trigger")
      }
      groups={groups}
      defaults={defaults}
      value={value}
      activeCount={activeCount}
      onApply={(applied) => onApply(applied)}
      {...(search
        ? {
            searchLabel: search.label,
            searchPlaceholder: search.placeholder,
            clearSearchLabel: t("programs.search.clear"),
          }
        : {})}
      sortLabel={t("programs.filters.sort")}
      sortOptions={sortOptions}
      clearLabel={t("programs.filters.clear")}
      applyLabel={t("programs.filters.apply")}
      closeLabel={t("programs.filters.close")}
    />
  );
}
