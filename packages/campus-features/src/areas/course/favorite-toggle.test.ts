import { describe, expect, it } from "vitest";
import { fixtures } from "../../testing";
import { withFavorite } from "./favorite-toggle";

const tool = (answer: typeof fixtures.courseStarted, id: string) =>
  answer.data.recommendedTools.find((candidate) => candidate._id === id);

describe("withFavorite", () => {
  it("flips a tool's favorite and its count, leaving the other tools alone", () => {
    const marked = withFavorite(fixtures.courseStarted, "t-voicecraft", true);
    expect(tool(marked, "t-voicecraft")).toMatchObject({ isFavorite: true, favoritesCount: 5 });
    expect(tool(marked, "t-chatassist")).toBe(tool(fixtures.courseStarted, "t-chatassist"));
    const unmarked = withFavorite(fixtures.courseStarted, "t-chatassist", false);
    expect(tool(unmarked, "t-chatassist")).toMatchObject({ isFavorite: false, favoritesCount: 11 });
  });

  it("never counts a change twice, and takes the server's count when it comes", () => {
    const once = withFavorite(fixtures.courseStarted, "t-voicecraft", true);
    expect(tool(withFavorite(once, "t-voicecraft", true), "t-voicecraft")?.favoritesCount).toBe(5);
    expect(tool(withFavorite(once, "t-voicecraft", true, 9), "t-voicecraft")?.favoritesCount).toBe(9);
  });

  it("puts a failed change back as it was", () => {
    const undone = withFavorite(withFavorite(fixtures.courseStarted, "t-promptlab", true), "t-promptlab", false);
    expect(tool(undone, "t-promptlab")).toEqual(tool(fixtures.courseStarted, "t-promptlab"));
  });
});
