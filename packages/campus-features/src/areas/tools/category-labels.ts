import type { FiltersAnswer } from "@campus/contract";

/** Category names by value, from the filters call, for a tool's badges. */
export interface CategoryLabels {
  domain: (value: string) => string;
  business: (value: string) => string;
}

/**
 * The labels of the domain and business categories in the content language. While the filters call loads (or
 * when it failed) a category has no name to show and is left out rather than shown as its raw value.
 */
export function categoryLabels(options: FiltersAnswer | undefined): CategoryLabels {
  const of = (list: FiltersAnswer["domainCategories"] | undefined) => {
    const names = new Map((list ?? []).map((option) => [option.value, option.label]));
    return (value: string) => names.get(value) ?? "";
  };
  return { domain: of(options?.domainCategories), business: of(options?.businessCategories) };
}

/** The named categories of a tool, domain first (the order of the card's badges). */
export const namedCategories = (values: readonly string[], name: (value: string) => string): string[] =>
  values.map(name).filter((label) => label !== "");
