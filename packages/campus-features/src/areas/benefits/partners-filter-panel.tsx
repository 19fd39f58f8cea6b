import type { FilterOption } from "@campus/contract";
import { FilterPanel, type FilterPanelValue } from "@campus/design-system";
import { useTranslation } from "react-i18next";
import {
  CATEGORY_GROUP,
  countPartnerFilters,
  type PartnersFilter,
  partnersDefaults,
  partnersFromPanel,
  partnersPanelValue,
} from "./partners-filter";

/**
 * The partners' filter panel: the search and the categories (from the filters call; left out while it loads
 * or when it failed, the search still works). The trigger counts them by SPEC section 5.
 */
export function PartnersFilterPanel({
  filter,
  categories,
  onApply,
}: {
  filter: PartnersFilter;
  categories: readonly FilterOption[];
  onApply: (filter: PartnersFilter) => void;
}) {
  const { t } = useTranslation();
  const defaults: FilterPanelValue = partnersPanelValue(partnersDefaults);
  return (
    <FilterPanel
      title={t("benefits.filters.title")}
      triggerText={t("benefits.filters.trigger")}
      triggerLabel={(count) =>
        count > 0 ? t("benefits.filters.triggerActive", { count }) : t("benefits.filters.trigger")
      }
      groups={
        categories.length > 0
          ? [
              {
                id: CATEGORY_GROUP,
                label: t("benefits.filters.category"),
                kind: "checkbox",
                options: categories.map((option) => ({ id: option.value, label: option.label })),
              },
            ]
          : []
      }
      defaults={defaults}
      value={partnersPanelValue(filter)}
      activeCount={countPartnerFilters(filter)}
      onApply={(value) => onApply(partnersFromPanel(value))}
      searchLabel={t("benefits.search.label")}
      searchPlaceholder={t("benefits.search.placeholder")}
      clearSearchLabel={t("benefits.search.clear")}
      clearLabel={t("benefits.filters.clear")}
      applyLabel={t("benefits.filters.apply")}
      closeLabel={t("benefits.filters.close")}
    />
  );
}
