/** What one filter group holds: the chosen option of a radio group, the ticked options of a checkbox group. */
export type FilterSelection = string | readonly string[];

/** Everything a filter panel edits. Absent keys mean "not set". */
export type FilterPanelValue = {
  /** The search phrase. */
  search?: string;
  /** The id of the chosen sort order. Sorting orders a list; it never counts as a filter. */
  sort?: string;
  /** The selection of each filter group, by group id. */
  groups?: Readonly<Record<string, FilterSelection>>;
};

export type CountActiveFiltersOptions = {
  /**
   * Ids of checkbox groups in which every ticked option counts on its own (ranks). In every other group a
   * selection that differs from the default counts once, however many options are ticked (domain, category).
   */
  countEachOptionIn?: readonly string[];
};

function asList(selection: FilterSelection | undefined): readonly string[] {
  if (selection === undefined) return [];
  return typeof selection === "string" ? (selection === "" ? [] : [selection]) : selection;
}

/**
 * How many filters differ from their defaults, for the trigger's badge. The rules of the campus's lists:
 * - modules: a type other than 'all' counts 1, plus 1 per selected rank
 *   (`countEachOptionIn: ["rank"]`, defaults `{ groups: { type: "all", rank: [] } }`);
 * - tools: domain, business, search and favorites count 1 each (no `countEachOptionIn`);
 * - course filter: a type other than 'all', the search, and each rank;
 * - partners: the category and the search.
 * A search counts once when it holds more than spaces and differs from the default; sort never counts.
 */
export function countActiveFilters(
  value: FilterPanelValue,
  defaults: FilterPanelValue,
  options: CountActiveFiltersOptions = {},
): number {
  const countEach = new Set(options.countEachOptionIn ?? []);
  const search = (value.search ?? "").trim();
  let count = search !== "" && search !== (defaults.search ?? "").trim() ? 1 : 0;
  const groupIds = new Set([...Object.keys(value.groups ?? {}), ...Object.keys(defaults.groups ?? {})]);
  for (const id of groupIds) {
    const chosen = new Set(asList(value.groups?.[id]));
    const initial = new Set(asList(defaults.groups?.[id]));
    const changed = [...chosen].filter((option) => !initial.has(option)).length;
    const dropped = [...initial].filter((option) => !chosen.has(option)).length;
    if (countEach.has(id)) count += changed + dropped;
    else if (changed + dropped > 0) count += 1;
  }
  return count;
}
