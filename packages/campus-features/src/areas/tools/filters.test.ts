import { describe, expect, it } from "vitest";
import { buildRequest } from "../../api";
import {
  changeToolsFilter,
  countToolFilters,
  isToolsFiltered,
  readCategories,
  readToolsFilter,
  TOOLS_PAGE_SIZE,
  toolsArgs,
  toolsDefaults,
  toolsFromPanel,
  toolsPanelValue,
  toolsSearchParams,
} from "./filters";

const address = (query: string) => new URLSearchParams(query);

describe("the tools list's page size", () => {
  it("is 9 (SPEC section 9)", () => {
    expect(TOOLS_PAGE_SIZE).toBe(9);
  });
});

describe("the active-filter count (SPEC section 5)", () => {
  it("is 0 for the whole catalogue", () => {
    expect(countToolFilters(toolsDefaults)).toBe(0);
    expect(isToolsFiltered(toolsDefaults)).toBe(false);
  });

  it("counts the domain once however many domains are chosen", () => {
    expect(countToolFilters({ ...toolsDefaults, domains: ["text"] })).toBe(1);
    expect(countToolFilters({ ...toolsDefaults, domains: ["text", "image", "code"] })).toBe(1);
  });

  it("counts the business category once however many are chosen", () => {
    expect(countToolFilters({ ...toolsDefaults, businesses: ["sales", "hr"] })).toBe(1);
  });

  it("counts a search and favorites once each", () => {
    expect(countToolFilters({ ...toolsDefaults, search: "obraz" })).toBe(1);
    expect(countToolFilters({ ...toolsDefaults, favorites: true })).toBe(1);
  });

  it("adds them up to 4 with everything set, whatever the page", () => {
    const all = { search: "AI", domains: ["text", "data"], businesses: ["hr"], favorites: true, page: 3 };
    expect(countToolFilters(all)).toBe(4);
    expect(isToolsFiltered(all)).toBe(true);
  });

  it("does not count a search of spaces, nor categories the contract would refuse", () => {
    expect(countToolFilters({ ...toolsDefaults, search: "   " })).toBe(0);
    expect(countToolFilters({ ...toolsDefaults, domains: ["a b", "", "<x>"] })).toBe(0);
  });
});

describe("the tools call's query", () => {
  it("sends only the page and its size for the whole catalogue (name ascending is the default order)", () => {
    expect(toolsArgs(toolsDefaults)).toEqual({ page: 1, limit: 9 });
    expect(buildRequest("tools", toolsArgs(toolsDefaults)).path).toBe("/tools?page=1&limit=9");
  });

  it("sends the categories comma-joined, the search and favorites only when set", () => {
    const args = toolsArgs({
      search: " edytor ",
      domains: ["text", "image"],
      businesses: ["marketing"],
      favorites: true,
      page: 2,
    });
    expect(args).toEqual({
      page: 2,
      limit: 9,
      search: "edytor",
      domainCategories: "text,image",
      businessCategories: "marketing",
      showFavorites: true,
    });
    expect(buildRequest("tools", args).path).toBe(
      "/tools?page=2&limit=9&search=edytor&domainCategories=text%2Cimage&businessCategories=marketing&showFavorites=true",
    );
  });

  it("leaves out empty category lists and favorites off", () => {
    const args = toolsArgs({ ...toolsDefaults, domains: [], businesses: ["hr"], favorites: false });
    expect(args).toEqual({ page: 1, limit: 9, businessCategories: "hr" });
  });
});

describe("the address of the tools list", () => {
  it("leaves the defaults out: the whole catalogue is a plain /tools", () => {
    expect(toolsSearchParams(toolsDefaults).toString()).toBe("");
  });

  it("keeps each filter that is set, categories comma-joined", () => {
    const params = toolsSearchParams({
      search: "wideo",
      domains: ["video", "audio"],
      businesses: ["marketing"],
      favorites: true,
      page: 2,
    });
    expect([...params.entries()]).toEqual([
      ["search", "wideo"],
      ["domain", "video,audio"],
      ["business", "marketing"],
      ["favorites", "1"],
      ["page", "2"],
    ]);
  });

  it("reads back what it wrote, so a shared or reloaded address shows the same list", () => {
    const filter = { search: "kod", domains: ["code"], businesses: ["productivity", "hr"], favorites: true, page: 4 };
    expect(readToolsFilter(toolsSearchParams(filter))).toEqual(filter);
  });

  it("reads anything missing or invalid as the default", () => {
    expect(readToolsFilter(address(""))).toEqual(toolsDefaults);
    expect(readToolsFilter(address("page=0&favorites=maybe&domain=,,&business=%3Cb%3E"))).toEqual(toolsDefaults);
    expect(readToolsFilter(address("page=abc")).page).toBe(1);
    expect(readToolsFilter(address("page=99999")).page).toBe(1);
    expect(readToolsFilter(address("favorites=true")).favorites).toBe(true);
  });

  it("drops repeated and malformed categories and cuts an overlong search", () => {
    expect(readCategories("text, text,image,a b")).toEqual(["text", "image"]);
    expect(readToolsFilter(address(`search=${"x".repeat(150)}`)).search).toHaveLength(100);
  });
});

describe("changing the filter", () => {
  it("starts again at page 1", () => {
    const onPage3 = { ...toolsDefaults, page: 3 };
    expect(changeToolsFilter(onPage3, { favorites: true })).toEqual({ ...toolsDefaults, favorites: true, page: 1 });
  });

  it("takes the panel's categories and keeps the search and favorites, which sit outside it", () => {
    const filter = { search: "AI", domains: ["text"], businesses: [], favorites: true, page: 2 };
    const applied = toolsFromPanel({ sort: "name", groups: { domain: ["image", "video"], business: ["hr"] } }, filter);
    expect(applied).toEqual({
      search: "AI",
      domains: ["image", "video"],
      businesses: ["hr"],
      favorites: true,
      page: 1,
    });
  });

  it("gives the panel the categories chosen and the one sort order", () => {
    expect(toolsPanelValue({ ...toolsDefaults, domains: ["data"] })).toEqual({
      sort: "name",
      groups: { domain: ["data"], business: [] },
    });
  });
});
