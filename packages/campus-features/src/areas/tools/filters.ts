import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import type { FilterPanelValue } from "@campus/design-system";
import type { ArgsOf } from "../../api";
import { cleanSearch } from "../../list-search";

/** SPEC section 9: tools 9 a page, by name from A to Z (the only sort there is). */
export const TOOLS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The contract's limits on a page number and a comma-joined list of categories. */
const PAGE_MAX = 10_000;
const CATEGORY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CATEGORIES_MAX = 20;

/**
 * The tools list as the address holds it (`?search=…&domain=text,image&business=sales&favorites=1&page=2`),
 * so that a filtered page can be shared, reloaded and stepped through with Back and Forward.
 */
export interface ToolsFilter {
  search: string;
  /** Domain categories, as the filters call names them ("text", "image"…). */
  domains: readonly string[];
  /** Business categories ("marketing", "sales"…). */
  businesses: readonly string[];
  /** Only the learner's favorites. */
  favorites: boolean;
  page: number;
}

export const toolsDefaults: ToolsFilter = { search: "", domains: [], businesses: [], favorites: false, page: 1 };

/** Category values as the contract takes them; anything else in the address is dropped, and each counts once. */
export function readCategories(text: string | null | readonly string[]): string[] {
  const parts = typeof text === "string" ? text.split(",") : (text ?? []);
  const values = parts.map((part) => part.trim()).filter((part) => CATEGORY_PATTERN.test(part));
  return [...new Set(values)].slice(0, CATEGORIES_MAX);
}

const readPage = (text: string | null) => {
  const page = text !== null && /^\d+$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

/** The tools filter from the address; what is missing or invalid there is the default. */
export function readToolsFilter(params: URLSearchParams): ToolsFilter {
  const favorites = params.get("favorites");
  return {
    search: cleanSearch(params.get("search")),
    domains: readCategories(params.get("domain")),
    businesses: readCategories(params.get("business")),
    favorites: favorites === "1" || favorites === "true",
    page: readPage(params.get("page")),
  };
}

/** The address of a tools filter, with the defaults left out (a plain `/tools` is the whole catalogue). */
export function toolsSearchParams(filter: ToolsFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = cleanSearch(filter.search);
  if (search) params.set("search", search);
  const domains = readCategories(filter.domains);
  if (domains.length > 0) params.set("domain", domains.join(","));
  const businesses = readCategories(filter.businesses);
  if (businesses.length > 0) params.set("business", businesses.join(","));
  if (filter.favorites) params.set("favorites", "1");
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** A changed filter starts again at page 1: the old page number means nothing in a new list. */
export const changeToolsFilter = (filter: ToolsFilter, change: Partial<Omit<ToolsFilter, "page">>): ToolsFilter => ({
  ...filter,
  ...change,
  page: 1,
});

/**
 * The query of the tools call (SPEC section 5): the categories comma-joined and only when some are chosen, the
 * search and favorites only when set; 9 a page. Name ascending is the default order, so no sort is sent.
 */
export function toolsArgs(filter: ToolsFilter): ArgsOf<"tools"> {
  const search = cleanSearch(filter.search);
  const domains = readCategories(filter.domains);
  const businesses = readCategories(filter.businesses);
  return {
    page: filter.page,
    limit: TOOLS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(domains.length > 0 ? { domainCategories: domains.join(",") } : {}),
    ...(businesses.length > 0 ? { businessCategories: businesses.join(",") } : {}),
    ...(filter.favorites ? { showFavorites: true } : {}),
  };
}

/** SPEC section 5, tools: the domain, the business category, the search and favorites count 1 each. */
export const countToolFilters = (filter: ToolsFilter): number =>
  (readCategories(filter.domains).length > 0 ? 1 : 0) +
  (readCategories(filter.businesses).length > 0 ? 1 : 0) +
  (cleanSearch(filter.search) ? 1 : 0) +
  (filter.favorites ? 1 : 0);

/** Whether the list shows less than the whole catalogue. */
export const isToolsFiltered = (filter: ToolsFilter): boolean => countToolFilters(filter) > 0;

/** The filter panel's groups: domain and business categories, several of each. */
export const toolGroupIds = { domain: "domain", business: "business" } as const;

/** The one sort order of the tools list, shown in the panel so the learner knows how the list is ordered. */
export const TOOLS_SORT = "name";

/** What the design system's filter panel edits: the two category groups (the search and favorites sit outside). */
export function toolsPanelValue(filter: ToolsFilter): FilterPanelValue {
  return {
    sort: TOOLS_SORT,
    groups: { [toolGroupIds.domain]: [...filter.domains], [toolGroupIds.business]: [...filter.businesses] },
  };
}

/** The tools filter after the panel's Apply (back to page 1; the search and favorites stay as they were). */
export const toolsFromPanel = (value: FilterPanelValue, filter: ToolsFilter): ToolsFilter =>
  changeToolsFilter(filter, {
    domains: readCategories(value.groups?.[toolGroupIds.domain] ?? null),
    businesses: readCategories(value.groups?.[toolGroupIds.business] ?? null),
  });
