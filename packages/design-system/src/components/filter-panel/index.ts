export { FilterPanel, type FilterPanelLayout, type FilterPanelProps } from "./filter-panel";
export type { FilterGroup, FilterOption } from "./filter-panel-fields";
export {
  type CountActiveFiltersOptions,
  countActiveFilters,
  type FilterPanelValue,
  type FilterSelection,
} from "./filter-value";
