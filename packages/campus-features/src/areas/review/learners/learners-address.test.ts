import { describe, expect, it } from "vitest";
import {
  changeLearnersFilter,
  isLearnersFiltered,
  learnersArgs,
  learnersDefaults,
  learnersSearchParams,
  readLearnersFilter,
} from "./learners-address";

const read = (query: string) => readLearnersFilter(new URLSearchParams(query));

describe("the list of learners in the address", () => {
  it("reads every filter and the page, and writes them back the same", () => {
    const filter = read("query=Nowak&organizationId=org-acme&status=invited&page=3");
    expect(filter).toEqual({ query: "Nowak", organizationId: "org-acme", status: "invited", page: 3 });
    expect(learnersSearchParams(filter).toString()).toBe("query=Nowak&organizationId=org-acme&status=invited&page=3");
  });

  it("takes what is missing or invalid as the default, so a mangled link still opens the list", () => {
    expect(read("")).toEqual(learnersDefaults);
    expect(read("status=sleeping&organizationId=a%20b&page=0")).toEqual(learnersDefaults);
    expect(read("page=100001")).toEqual(learnersDefaults);
    expect(read("page=2.5")).toEqual(learnersDefaults);
  });

  it("leaves the defaults out of the address and the call", () => {
    expect(learnersSearchParams(learnersDefaults).toString()).toBe("");
    expect(learnersArgs(learnersDefaults)).toEqual({ page: 1 });
    expect(learnersArgs({ ...learnersDefaults, query: "  ola  ", status: "deactivated", page: 2 })).toEqual({
      query: "ola",
      status: "deactivated",
      page: 2,
    });
  });

  it("goes back to page 1 when a filter changes, and knows when one is set", () => {
    const changed = changeLearnersFilter({ ...learnersDefaults, page: 4 }, { status: "active" });
    expect(changed).toEqual({ ...learnersDefaults, status: "active", page: 1 });
    expect(isLearnersFiltered(changed)).toBe(true);
    expect(isLearnersFiltered({ ...learnersDefaults, query: "   ", page: 3 })).toBe(false);
  });
});
