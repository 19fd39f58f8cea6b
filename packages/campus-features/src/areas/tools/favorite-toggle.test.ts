import type { ToolCard } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { cardWithFavorite, relatedWithFavorite, toolsWithFavorite, toolWithFavorite } from "./favorite-toggle";

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
    const changed = toolsWithFavorite(page, change);
    expect(changed.data.map((tool) => [tool.isFavorite, tool.favoritesCount])).toEqual([
      [true, 2],
      [false, 0],
    ]);
    expect(changed.totalCount).toBe(2);
    const tool = { tool: { ...card("a", false, 1), longDescription: "", features: [] } };
    expect(toolWithFavorite(tool, change).tool).toMatchObject({ isFavorite: true, favoritesCount: 2 });
    expect(relatedWithFavorite({ tools: [card("a", false, 0)] }, change).tools[0]).toMatchObject({
      isFavorite: true,
      favoritesCount: 1,
    });
  });
});
