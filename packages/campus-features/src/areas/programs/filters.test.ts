import { describe, expect, it } from "vitest";
import { buildRequest } from "../../api";
import {
  changeFilter,
  countCourseFilters,
  countProgramFilters,
  coursesDefaults,
  coursesFromPanel,
  coursesSearchParams,
  isFiltered,
  moduleCoursesArgs,
  modulesArgs,
  PROGRAM_COURSES_PAGE_SIZE,
  PROGRAMS_PAGE_SIZE,
  panelValue,
  programsDefaults,
  programsFromPanel,
  programsSearchParams,
  readCoursesFilter,
  readProgramsFilter,
  readRanks,
} from "./filters";

const address = (query: string) => new URLSearchParams(query);

describe("page sizes", () => {
  it("are 9 for programs and 12 for the courses of a program (SPEC section 9)", () => {
    expect(PROGRAMS_PAGE_SIZE).toBe(9);
    expect(PROGRAM_COURSES_PAGE_SIZE).toBe(12);
  });
});

describe("the programs filter in the address", () => {
  it("is the default for a plain /programs: type all, no ranks, first page", () => {
    expect(readProgramsFilter(address(""))).toEqual({
      search: "",
      sort: "position",
      type: "all",
      ranks: [],
      page: 1,
    });
  });

  it("reads every part of a shared address", () => {
    expect(readProgramsFilter(address("search=agenci&sort=title-desc&type=available&rank=3,2&page=2"))).toEqual({
      search: "agenci",
      sort: "title-desc",
      type: "available",
      ranks: ["2", "3"],
      page: 2,
    });
  });

  it("drops what the list does not know, instead of failing on a hand-edited address", () => {
    expect(readProgramsFilter(address("sort=price&type=webinar&rank=2,x,,0,2,-1&page=abc"))).toEqual({
      ...programsDefaults,
      ranks: ["2"],
    });
    expect(readProgramsFilter(address("page=0")).page).toBe(1);
    expect(readProgramsFilter(address("page=10001")).page).toBe(1);
  });

  it("trims the search and keeps it within the contract's 100 characters", () => {
    expect(readProgramsFilter(address("search=%20%20AI%20")).search).toBe("AI");
    expect(readProgramsFilter(address(`search=${"a".repeat(150)}`)).search).toHaveLength(100);
  });

  it("writes only what differs from the defaults, so the plain list has a plain address", () => {
    expect(programsSearchParams(programsDefaults).toString()).toBe("");
    expect(
      programsSearchParams({ search: "AI", sort: "rank", type: "completed", ranks: ["3", "1"], page: 3 }).toString(),
    ).toBe("search=AI&sort=rank&type=completed&rank=1%2C3&page=3");
  });

  it("reads back what it writes", () => {
    const filter = { search: "prompt", sort: "title" as const, type: "unavailable" as const, ranks: ["2"], page: 4 };
    expect(readProgramsFilter(programsSearchParams(filter))).toEqual(filter);
  });
});

describe("the course filter in the address", () => {
  it("defaults to every type in the program's order", () => {
    expect(readCoursesFilter(address(""))).toEqual(coursesDefaults);
    expect(coursesDefaults).toMatchObject({ type: "all", sort: "position" });
  });

  it("knows the course types and sorts, and nothing of the programs list", () => {
    expect(readCoursesFilter(address("type=final-work&sort=title"))).toMatchObject({
      type: "final-work",
      sort: "title",
    });
    expect(readCoursesFilter(address("type=available&sort=rank"))).toMatchObject({ type: "all", sort: "position" });
  });

  it("reads back what it writes", () => {
    const filter = {
      search: "etyka",
      sort: "title-desc" as const,
      type: "closed-test" as const,
      ranks: ["1"],
      page: 2,
    };
    expect(readCoursesFilter(coursesSearchParams(filter))).toEqual(filter);
    expect(coursesSearchParams(coursesDefaults).toString()).toBe("");
  });
});

describe("changing a filter", () => {
  it("goes back to page 1", () => {
    const onPage3 = { ...programsDefaults, page: 3 };
    expect(changeFilter(onPage3, { type: "available" })).toEqual({ ...programsDefaults, type: "available", page: 1 });
    expect(changeFilter(onPage3, { search: "AI" }).page).toBe(1);
  });
});

describe("the modules call (SPEC section 5)", () => {
  it("sends only the page and its size for the default list", () => {
    expect(modulesArgs(programsDefaults)).toEqual({ page: 1, limit: 9 });
    expect(buildRequest("modules", modulesArgs(programsDefaults)).path).toBe("/modules?page=1&limit=9");
  });

  it("sends ranks comma-joined, the type when not 'all', search and sort when set", () => {
    const args = modulesArgs({ search: "AI", sort: "title-desc", type: "available", ranks: ["3", "2"], page: 2 });
    expect(args).toEqual({
      page: 2,
      limit: 9,
      sortBy: "title",
      order: "desc",
      search: "AI",
      modulesType: "available",
      rank: "2,3",
    });
    expect(buildRequest("modules", args).path).toBe(
      "/modules?page=2&limit=9&sortBy=title&order=desc&search=AI&modulesType=available&rank=2%2C3",
    );
  });

  it("sends an ascending sort as such, and leaves out a blank search", () => {
    expect(modulesArgs({ ...programsDefaults, sort: "rank", search: "   " })).toEqual({
      page: 1,
      limit: 9,
      sortBy: "rank",
      order: "asc",
    });
  });
});

describe("the courses of a program call", () => {
  it("sends the program, the page and 12 a page by default", () => {
    expect(moduleCoursesArgs("p-foundations", coursesDefaults)).toEqual({ id: "p-foundations", page: 1, limit: 12 });
    expect(buildRequest("moduleCourses", moduleCoursesArgs("p-foundations", coursesDefaults)).path).toBe(
      "/modules/p-foundations/courses?page=1&limit=12",
    );
  });

  it("sends the course type, the search, the ranks and the sort when set", () => {
    expect(
      moduleCoursesArgs("p-foundations", { search: "AI", sort: "title", type: "final-work", ranks: ["1"], page: 2 }),
    ).toEqual({
      id: "p-foundations",
      page: 2,
      limit: 12,
      sortBy: "title",
      order: "asc",
      search: "AI",
      moduleCourseType: "final-work",
      rank: "1",
    });
  });
});

describe("active-filter counts (SPEC section 5)", () => {
  it("modules: 1 for a type other than 'all' plus 1 per rank; the search and the sort are not counted", () => {
    expect(countProgramFilters(programsDefaults)).toBe(0);
    expect(countProgramFilters({ ...programsDefaults, type: "available" })).toBe(1);
    expect(countProgramFilters({ ...programsDefaults, ranks: ["1", "2", "3"] })).toBe(3);
    expect(countProgramFilters({ ...programsDefaults, type: "completed", ranks: ["2", "3"] })).toBe(3);
    expect(countProgramFilters({ ...programsDefaults, search: "AI", sort: "title" })).toBe(0);
  });

  it("course filter: the type other than 'all', the search and each rank", () => {
    expect(countCourseFilters(coursesDefaults)).toBe(0);
    expect(countCourseFilters({ ...coursesDefaults, search: "AI" })).toBe(1);
    expect(countCourseFilters({ ...coursesDefaults, search: "  " })).toBe(0);
    expect(countCourseFilters({ ...coursesDefaults, type: "closed-test", search: "AI", ranks: ["1", "2"] })).toBe(4);
    expect(countCourseFilters({ ...coursesDefaults, sort: "title-desc" })).toBe(0);
  });

  it("a list is filtered by a search, a type or a rank, not by its order", () => {
    expect(isFiltered(programsDefaults)).toBe(false);
    expect(isFiltered({ ...programsDefaults, sort: "rank-desc" })).toBe(false);
    expect(isFiltered({ ...programsDefaults, search: "AI" })).toBe(true);
    expect(isFiltered({ ...coursesDefaults, ranks: ["2"] })).toBe(true);
  });
});

describe("the filter panel", () => {
  it("edits the type, ranks and sort of the programs list, and leaves its search alone", () => {
    const filter = { ...programsDefaults, search: "AI", page: 2 };
    const value = panelValue(filter, { withSearch: false });
    expect(value).toEqual({ sort: "position", groups: { type: "all", rank: [] } });
    expect(programsFromPanel({ sort: "rank-desc", groups: { type: "unavailable", rank: ["3", "2"] } }, filter)).toEqual(
      { search: "AI", sort: "rank-desc", type: "unavailable", ranks: ["2", "3"], page: 1 },
    );
  });

  it("holds the search of the course filter", () => {
    const value = panelValue({ ...coursesDefaults, search: "etyka" }, { withSearch: true });
    expect(value.search).toBe("etyka");
    expect(
      coursesFromPanel(
        { search: " prawo ", sort: "title", groups: { type: "closed-test", rank: [] } },
        { ...coursesDefaults, page: 3 },
      ),
    ).toEqual({ search: "prawo", sort: "title", type: "closed-test", ranks: [], page: 1 });
  });

  it("falls back to the defaults for a value the list does not know", () => {
    expect(programsFromPanel({ sort: "price", groups: { type: "webinar" } }, programsDefaults)).toEqual(
      programsDefaults,
    );
  });
});

describe("readRanks", () => {
  it("keeps whole ranks once each, in order", () => {
    expect(readRanks("3,1,3, 2")).toEqual(["1", "2", "3"]);
    expect(readRanks(["2", "abc", "02"])).toEqual(["2"]);
    expect(readRanks(null)).toEqual([]);
  });
});
