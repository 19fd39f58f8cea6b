import { type CallName, calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import * as fixtures from "./tools-fixtures";

const answerSchema = (name: CallName) => (calls[name].schema.response as Record<number, TSchema>)[200] as TSchema;
const url = (query: string) => new URL(`http://campus.test/api/tools?${query}`);
const names = (answer: { data: { name: string }[] }) => answer.data.map((tool) => tool.name);

describe("tools fixtures", () => {
  const answers: [string, CallName, unknown][] = [
    ["first page", "tools", fixtures.toolsAnswer(fixtures.toolCards, url("page=1&limit=9"))],
    ["English page", "tools", fixtures.toolsAnswer(fixtures.toolCardsEn, url("page=2&limit=9"))],
    ...fixtures.toolPages.map((tool): [string, CallName, unknown] => [tool._id, "tool", { tool }]),
    ["long Polish tool", "tool", { tool: fixtures.longPolishTool }],
    ["related", "relatedTools", { tools: fixtures.relatedTo(fixtures.toolCards, "t-datalens") }],
    ["favorite", "addFavorite", fixtures.toolFavoriteAnswer(fixtures.toolCards, [], "t-datalens")],
  ];

  it.each(answers)("%s is a valid answer of %s", (_label, call, answer) => {
    const errors = [...Value.Errors(answerSchema(call), answer)].map((error) => `${error.path}: ${error.message}`);
    expect(errors).toEqual([]);
  });

  it("page the catalogue by name, 9 a page, with the total", () => {
    const first = fixtures.toolsAnswer(fixtures.toolCards, url("page=1&limit=9"));
    expect(first).toMatchObject({ page: 1, limit: 9, totalCount: 13, totalPages: 2 });
    expect(names(first)).toEqual([...names(first)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(fixtures.toolsAnswer(fixtures.toolCards, url("page=2&limit=9")).data).toHaveLength(4);
  });

  it("filter as the API does: search, any of the categories of each kind, favorites only", () => {
    expect(names(fixtures.toolsAnswer(fixtures.toolCards, url("search=wykres")))).toEqual(["DataLens"]);
    const audio = fixtures.toolsAnswer(fixtures.toolCards, url("domainCategories=audio,code"));
    expect(names(audio)).toEqual(["CodePilot", "MeetNotes", "PromptLab", "TranscribeIt", "VoiceCraft"]);
    const hrAudio = fixtures.toolsAnswer(fixtures.toolCards, url("domainCategories=audio&businessCategories=hr"));
    expect(names(hrAudio)).toEqual(["MeetNotes", "TranscribeIt"]);
    expect(names(fixtures.toolsAnswer(fixtures.toolCards, url("showFavorites=true")))).toEqual([
      "ChatAssist",
      "ImageForge",
    ]);
  });

  it("keep the favorites the story's calls changed, each counted once", () => {
    const log = [
      { name: "addFavorite", url: "http://campus.test/api/tools/add-to-favorites/t-datalens" },
      { name: "addFavorite", url: "http://campus.test/api/tools/add-to-favorites/t-datalens" },
      { name: "removeFavorite", url: "http://campus.test/api/tools/remove-from-favorites/t-chatassist" },
    ];
    const cards = fixtures.withFavoritesFrom(fixtures.toolCards, log);
    expect(cards.find((tool) => tool._id === "t-datalens")).toMatchObject({ isFavorite: true, favoritesCount: 4 });
    expect(cards.find((tool) => tool._id === "t-chatassist")).toMatchObject({ isFavorite: false, favoritesCount: 11 });
    expect(fixtures.toolFavoriteAnswer(fixtures.toolCards, log, "t-datalens")).toEqual({
      success: true,
      isFavorite: true,
      favoritesCount: 4,
    });
  });

  it("relate tools sharing a category, never the tool itself", () => {
    const related = fixtures.relatedTo(fixtures.toolCards, "t-datalens");
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((tool) => tool._id)).not.toContain("t-datalens");
  });
});
