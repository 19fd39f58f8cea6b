import { DEFAULT_PAGE_SIZE, MODULE_COURSES_PAGE_SIZE } from "@campus/contract";
import type { FilterPanelValue } from "@campus/design-system";
import type { ArgsOf } from "../../api";
import { cleanSearch } from "../../list-search";

/** SPEC section 9: programs 9 a page, the courses of a program 12. */
export const PROGRAMS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const PROGRAM_COURSES_PAGE_SIZE = MODULE_COURSES_PAGE_SIZE;

/** The contract's limit on a page number. */
const PAGE_MAX = 10_000;

export const programTypes = ["all", "available", "unavailable", "completed"] as const;
export type ProgramType = (typeof programTypes)[number];
/** Sort orders of the programs list; the first is the default (the order the campus gives them). */
export const programSorts = ["position", "title", "title-desc", "rank", "rank-desc"] as const;
export type ProgramSort = (typeof programSorts)[number];

export const courseTypes = ["all", "closed-test", "final-work"] as const;
export type CourseTypeFilter = (typeof courseTypes)[number];
export const courseSorts = ["position", "title", "title-desc"] as const;
export type CourseSort = (typeof courseSorts)[number];

/**
 * A filtered, sorted page of a list, as the address holds it (`?search=…&sort=…&type=…&rank=2,3&page=2`),
 * so that a filtered page can be shared, reloaded and gone back to.
 */
export interface ListFilter<Type extends string = string, Sort extends string = string> {
  search: string;
  sort: Sort;
  type: Type;
  /** Selected ranks, as the `ranks` options of the filters call name them ("1", "2"…). */
  ranks: readonly string[];
  page: number;
}
export type ProgramsFilter = ListFilter<ProgramType, ProgramSort>;
export type CoursesFilter = ListFilter<CourseTypeFilter, CourseSort>;

/** The choices a list offers; the first type and the first sort are the defaults. */
interface ListRules<Type extends string, Sort extends string> {
  types: readonly [Type, ...Type[]];
  sorts: readonly [Sort, ...Sort[]];
}
const programRules: ListRules<ProgramType, ProgramSort> = { types: programTypes, sorts: programSorts };
const courseRules: ListRules<CourseTypeFilter, CourseSort> = { types: courseTypes, sorts: courseSorts };

const defaultsOf = <Type extends string, Sort extends string>(rules: ListRules<Type, Sort>) => ({
  search: "",
  sort: rules.sorts[0],
  type: rules.types[0],
  ranks: [] as readonly string[],
  page: 1,
});
export const programsDefaults: ProgramsFilter = defaultsOf(programRules);
export const coursesDefaults: CoursesFilter = defaultsOf(courseRules);

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** Ranks are whole numbers; anything else in the address is dropped, and each rank counts once. */
export function readRanks(text: string | null | readonly string[]): string[] {
  const parts = typeof text === "string" ? text.split(",") : (text ?? []);
  const ranks = parts.map((part) => part.trim()).filter((part) => /^[1-9]\d{0,2}$/.test(part));
  return [...new Set(ranks)].sort((a, b) => Number(a) - Number(b));
}

const readPage = (text: string | null) => {
  const page = text !== null && /^\d+$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

function readFilter<Type extends string, Sort extends string>(
  params: URLSearchParams,
  rules: ListRules<Type, Sort>,
): ListFilter<Type, Sort> {
  return {
    search: cleanSearch(params.get("search")),
    sort: oneOf(rules.sorts, params.get("sort"), rules.sorts[0]),
    type: oneOf(rules.types, params.get("type"), rules.types[0]),
    ranks: readRanks(params.get("rank")),
    page: readPage(params.get("page")),
  };
}

function writeFilter<Type extends string, Sort extends string>(
  filter: ListFilter<Type, Sort>,
  rules: ListRules<Type, Sort>,
): URLSearchParams {
  const params = new URLSearchParams();
  const search = cleanSearch(filter.search);
  if (search) params.set("search", search);
  if (filter.sort !== rules.sorts[0]) params.set("sort", filter.sort);
  if (filter.type !== rules.types[0]) params.set("type", filter.type);
  const ranks = readRanks(filter.ranks);
  if (ranks.length > 0) params.set("rank", ranks.join(","));
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The programs list's filter from the address; what is missing or invalid there is the default. */
export const readProgramsFilter = (params: URLSearchParams): ProgramsFilter => readFilter(params, programRules);
/** The address of a programs filter, with the defaults left out (a plain `/programs` is the whole list). */
export const programsSearchParams = (filter: ProgramsFilter): URLSearchParams => writeFilter(filter, programRules);
/** The course filter of a program page from the address. */
export const readCoursesFilter = (params: URLSearchParams): CoursesFilter => readFilter(params, courseRules);
/** The address of a course filter, with the defaults left out. */
export const coursesSearchParams = (filter: CoursesFilter): URLSearchParams => writeFilter(filter, courseRules);

/** A changed filter starts again at page 1: the old page number means nothing in a new list. */
export const changeFilter = <F extends ListFilter>(filter: F, change: Partial<Omit<F, "page">>): F => ({
  ...filter,
  ...change,
  page: 1,
});

/** `title-desc` is the title from Z to A; the default order is not sent at all (SPEC section 5). */
function sortArgs<Sort extends string>(sort: Sort, defaultSort: Sort) {
  if (sort === defaultSort) return {};
  const [sortBy, direction] = sort.split("-");
  return { sortBy, order: direction === "desc" ? ("desc" as const) : ("asc" as const) };
}

/**
 * The query of the modules call (SPEC section 5): ranks comma-joined and only when some are selected, the
 * type only when it is not 'all', search and sort only when set; 9 a page.
 */
export function modulesArgs(filter: ProgramsFilter): ArgsOf<"modules"> {
  const search = cleanSearch(filter.search);
  const ranks = readRanks(filter.ranks);
  return {
    page: filter.page,
    limit: PROGRAMS_PAGE_SIZE,
    ...(sortArgs(filter.sort, programRules.sorts[0]) as Pick<ArgsOf<"modules">, "sortBy" | "order">),
    ...(search ? { search } : {}),
    ...(filter.type !== "all" ? { modulesType: filter.type } : {}),
    ...(ranks.length > 0 ? { rank: ranks.join(",") } : {}),
  };
}

/** The query of a program's courses, by the same rules, 12 a page. */
export function moduleCoursesArgs(programId: string, filter: CoursesFilter): ArgsOf<"moduleCourses"> {
  const search = cleanSearch(filter.search);
  const ranks = readRanks(filter.ranks);
  return {
    id: programId,
    page: filter.page,
    limit: PROGRAM_COURSES_PAGE_SIZE,
    ...(sortArgs(filter.sort, courseRules.sorts[0]) as Pick<ArgsOf<"moduleCourses">, "sortBy" | "order">),
    ...(search ? { search } : {}),
    ...(filter.type !== "all" ? { moduleCourseType: filter.type } : {}),
    ...(ranks.length > 0 ? { rank: ranks.join(",") } : {}),
  };
}

/** SPEC section 5, modules: 1 for a type other than 'all', plus 1 per selected rank; the search is not counted. */
export const countProgramFilters = (filter: ProgramsFilter): number =>
  (filter.type !== "all" ? 1 : 0) + readRanks(filter.ranks).length;

/** SPEC section 5, course filter: the type other than 'all', the search, and each selected rank. */
export const countCourseFilters = (filter: CoursesFilter): number =>
  (filter.type !== "all" ? 1 : 0) + (cleanSearch(filter.search) ? 1 : 0) + readRanks(filter.ranks).length;

/** Whether the list shows less than all of it: a search, a type or a rank (a sort order filters nothing). */
export const isFiltered = (filter: ListFilter): boolean =>
  cleanSearch(filter.search) !== "" || filter.type !== "all" || readRanks(filter.ranks).length > 0;

/** The filter panel's groups are `type` (one choice) and `rank` (several). */
export const filterGroupIds = { type: "type", rank: "rank" } as const;

/** What the design system's filter panel edits, from a list filter; `withSearch` when the panel holds the search. */
export function panelValue(filter: ListFilter, { withSearch }: { withSearch: boolean }): FilterPanelValue {
  return {
    ...(withSearch ? { search: filter.search } : {}),
    sort: filter.sort,
    groups: { [filterGroupIds.type]: filter.type, [filterGroupIds.rank]: [...filter.ranks] },
  };
}

function fromPanel<Type extends string, Sort extends string>(
  value: FilterPanelValue,
  filter: ListFilter<Type, Sort>,
  rules: ListRules<Type, Sort>,
): ListFilter<Type, Sort> {
  const type = value.groups?.[filterGroupIds.type];
  return changeFilter(filter, {
    ...(value.search === undefined ? {} : { search: cleanSearch(value.search) }),
    sort: oneOf(rules.sorts, value.sort ?? null, rules.sorts[0]),
    type: oneOf(rules.types, typeof type === "string" ? type : null, rules.types[0]),
    ranks: readRanks(value.groups?.[filterGroupIds.rank] ?? null),
  } as Partial<ListFilter<Type, Sort>>);
}

/** The programs filter after the panel's Apply (back to page 1; the search stays, it is not in the panel). */
export const programsFromPanel = (value: FilterPanelValue, filter: ProgramsFilter): ProgramsFilter =>
  fromPanel(value, filter, programRules);
/** The course filter after the panel's Apply (back to page 1). */
export const coursesFromPanel = (value: FilterPanelValue, filter: CoursesFilter): CoursesFilter =>
  fromPanel(value, filter, courseRules);
