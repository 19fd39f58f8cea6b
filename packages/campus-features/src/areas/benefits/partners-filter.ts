import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import type { FilterPanelValue } from "@campus/design-system";
import type { ArgsOf } from "../../api";
import { cleanSearch } from "../../list-search";

/** SPEC section 9: partners 9 a page. */
export const PARTNERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The contract's limit on a page number. */
const PAGE_MAX = 10_000;
/** A category is a value of the filters call's `partnerCategories` (e.g. "software"). */
const CATEGORY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The partners list as the address holds it (`/benefits?search=…&category=software,services&page=2`). */
export interface PartnersFilter {
  search: string;
  categories: readonly string[];
  page: number;
}

export const partnersDefaults: PartnersFilter = { search: "", categories: [], page: 1 };

/** Categories in a stable order, each once; what could not be a category is dropped. */
export function readCategories(text: string | null | readonly string[]): string[] {
  const parts = typeof text === "string" ? text.split(",") : (text ?? []);
  return [...new Set(parts.map((part) => part.trim()).filter((part) => CATEGORY.test(part)))].sort();
}

const readPage = (text: string | null) => {
  const page = text !== null && /^\d+$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

/** The filter from the address; what is missing or invalid there is the default. */
export const readPartnersFilter = (params: URLSearchParams): PartnersFilter => ({
  search: cleanSearch(params.get("search")),
  categories: readCategories(params.get("category")),
  page: readPage(params.get("page")),
});

/** The address of a filter, with the defaults left out (a plain `/benefits` is every partner). */
export function partnersSearchParams(filter: PartnersFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = cleanSearch(filter.search);
  const categories = readCategories(filter.categories);
  if (search) params.set("search", search);
  if (categories.length > 0) params.set("category", categories.join(","));
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The query of the partners call (SPEC section 5): categories comma-joined and the search, only when set. */
export function partnersArgs(filter: PartnersFilter): ArgsOf<"partners"> {
  const search = cleanSearch(filter.search);
  const categories = readCategories(filter.categories);
  return {
    page: filter.page,
    limit: PARTNERS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(categories.length > 0 ? { categories: categories.join(",") } : {}),
  };
}

/** SPEC section 5, partners: the category (however many are chosen) counts 1, the search 1. */
export const countPartnerFilters = (filter: PartnersFilter): number =>
  (readCategories(filter.categories).length > 0 ? 1 : 0) + (cleanSearch(filter.search) ? 1 : 0);

/** Whether the list shows less than every partner. */
export const isPartnersFiltered = (filter: PartnersFilter): boolean => countPartnerFilters(filter) > 0;

/** The filter panel's one group: the partner categories (several may be chosen). */
export const CATEGORY_GROUP = "category";

/** What the filter panel edits, from the filter. */
export const partnersPanelValue = (filter: PartnersFilter): FilterPanelValue => ({
  search: filter.search,
  groups: { [CATEGORY_GROUP]: [...filter.categories] },
});

/** The filter after the panel's Apply: a new list starts at page 1. */
export function partnersFromPanel(value: FilterPanelValue): PartnersFilter {
  const categories = value.groups?.[CATEGORY_GROUP];
  return {
    search: cleanSearch(value.search),
    categories: readCategories(Array.isArray(categories) ? categories : []),
    page: 1,
  };
}
