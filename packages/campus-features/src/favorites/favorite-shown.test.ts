import type { ToolCard } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { fixtures } from "../testing";
import { cardWithFavorite, favoriteShownBy } from "./favorite-shown";

const card = (id: string, isFavorite: boolean, favoritesCount: number): ToolCard => ({
  _id: id,
  name: id,
  description: "",
  logo: "",
  url: "https://example.com",
  domainCategories: [],
  businessCategories: [],
  licenceType: "freemium",
  isFavorite,
  favoritesCount,
});

describe("a tool's favorite (SPEC section 4: the mark and the count)", () => {
  it("flips the mark and moves the count by one", () => {
    expect(cardWithFavorite(card("a", false, 4), "a", true)).toMatchObject({ isFavorite: true, favoritesCount: 5 });
    expect(cardWithFavorite(card("a", true, 4), "a", false)).toMatchObject({ isFavorite: false, favoritesCount: 3 });
  });

  it("never counts twice: a card already in that state is left alone", () => {
    const marked = card("a", true, 5);
    expect(cardWithFavorite(marked, "a", true)).toBe(marked);
  });

  it("takes the server's count when it is given", () => {
    expect(cardWithFavorite(card("a", true, 5), "a", true, 9)).toMatchObject({ isFavorite: true, favoritesCount: 9 });
  });

  it("never goes below zero, and leaves other tools alone", () => {
    expect(cardWithFavorite(card("a", true, 0), "a", false).favoritesCount).toBe(0);
    const other = card("b", false, 2);
    expect(cardWithFavorite(other, "a", true)).toBe(other);
  });

  it("applies to a page of the catalogue, a tool's page and its related tools alike", () => {
    const change = { toolId: "a", isFavorite: true };
    const page = { data: [card("a", false, 1), card("b", false, 0)], page: 1, limit: 9, totalCount: 2, totalPages: 1 };
    const changed = favoriteShownBy.tools(page, change);
    expect(changed.data.map((tool) => [tool.isFavorite, tool.favoritesCount])).toEqual([
      [true, 2],
      [false, 0],
    ]);
    expect(changed.totalCount).toBe(2);
    const tool = { tool: { ...card("a", false, 1), longDescription: "", features: [] } };
    expect(favoriteShownBy.tool(tool, change).tool).toMatchObject({ isFavorite: true, favoritesCount: 2 });
    expect(favoriteShownBy.relatedTools({ tools: [card("a", false, 0)] }, change).tools[0]).toMatchObject({
      isFavorite: true,
      favoritesCount: 1,
    });
  });
});

const course = (answer: typeof fixtures.courseStarted, toolId: string, isFavorite: boolean, favoritesCount?: number) =>
  favoriteShownBy.course(answer, { toolId, isFavorite, ...(favoritesCount === undefined ? {} : { favoritesCount }) });

const tool = (answer: typeof fixtures.courseStarted, id: string) =>
  answer.data.recommendedTools.find((candidate) => candidate._id === id);

describe("a course's recommended tools", () => {
  it("flips a tool's favorite and its count, leaving the other tools alone", () => {
    const marked = course(fixtures.courseStarted, "t-voicecraft", true);
    expect(tool(marked, "t-voicecraft")).toMatchObject({ isFavorite: true, favoritesCount: 5 });
    expect(tool(marked, "t-chatassist")).toBe(tool(fixtures.courseStarted, "t-chatassist"));
    const unmarked = course(fixtures.courseStarted, "t-chatassist", false);
    expect(tool(unmarked, "t-chatassist")).toMatchObject({ isFavorite: false, favoritesCount: 11 });
  });

  it("never counts a change twice, and takes the server's count when it comes", () => {
    const once = course(fixtures.courseStarted, "t-voicecraft", true);
    expect(tool(course(once, "t-voicecraft", true), "t-voicecraft")?.favoritesCount).toBe(5);
    expect(tool(course(once, "t-voicecraft", true, 9), "t-voicecraft")?.favoritesCount).toBe(9);
  });

  it("puts a failed change back as it was", () => {
    const undone = course(course(fixtures.courseStarted, "t-promptlab", true), "t-promptlab", false);
    expect(tool(undone, "t-promptlab")).toEqual(tool(fixtures.courseStarted, "t-promptlab"));
  });
});
