import { describe, expect, it } from "vitest";
import {
  countPartnerFilters,
  partnersArgs,
  partnersDefaults,
  partnersFromPanel,
  partnersPanelValue,
  partnersSearchParams,
  readPartnersFilter,
} from "./partners-filter";

const read = (query: string) => readPartnersFilter(new URLSearchParams(query));

describe("the partners filter", () => {
  it("counts the category and the search, 1 each (SPEC section 5)", () => {
    expect(countPartnerFilters(partnersDefaults)).toBe(0);
    expect(countPartnerFilters({ ...partnersDefaults, categories: ["software"] })).toBe(1);
    // Several categories are still the one category filter.
    expect(countPartnerFilters({ ...partnersDefaults, categories: ["software", "hardware", "services"] })).toBe(1);
    expect(countPartnerFilters({ ...partnersDefaults, search: "kurs" })).toBe(1);
    expect(countPartnerFilters({ search: "kurs", categories: ["education"], page: 3 })).toBe(2);
    // A search of spaces is no search; the page is not a filter.
    expect(countPartnerFilters({ search: "   ", categories: [], page: 2 })).toBe(0);
  });

  it("sends the categories comma-joined and the search only when set, 9 a page", () => {
    expect(partnersArgs(partnersDefaults)).toEqual({ page: 1, limit: 9 });
    expect(partnersArgs({ search: "  chmura ", categories: ["software", "hardware"], page: 2 })).toEqual({
      page: 2,
      limit: 9,
      search: "chmura",
      categories: "hardware,software",
    });
  });

  it("keeps the filter in the address with the defaults left out", () => {
    expect(partnersSearchParams(partnersDefaults).toString()).toBe("");
    const filter = { search: "zniżka", categories: ["services", "education"], page: 2 };
    const query = partnersSearchParams(filter).toString();
    expect(query).toBe("search=zni%C5%BCka&category=education%2Cservices&page=2");
    expect(read(query)).toEqual({ search: "zniżka", categories: ["education", "services"], page: 2 });
  });

  it("reads a hand-made address safely: bad categories and pages fall back to the defaults", () => {
    expect(read("category=Software,,<b>,hardware,hardware&page=0")).toEqual({
      search: "",
      categories: ["hardware"],
      page: 1,
    });
    expect(read("page=abc").page).toBe(1);
    expect(read("page=99999999").page).toBe(1);
    expect(read(`search=${"a".repeat(150)}`).search).toHaveLength(100);
  });

  it("round-trips through the filter panel, and Apply starts at page 1", () => {
    const filter = { search: "kod", categories: ["software"], page: 4 };
    expect(partnersPanelValue(filter)).toEqual({ search: "kod", groups: { category: ["software"] } });
    expect(partnersFromPanel({ search: " kod ", groups: { category: ["software", "education"] } })).toEqual({
      search: "kod",
      categories: ["education", "software"],
      page: 1,
    });
    expect(partnersFromPanel({})).toEqual(partnersDefaults);
  });
});
