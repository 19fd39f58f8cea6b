import type { PromptbookItem } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { cleanPromptSearch, lessonHref, searchPrompts } from "./prompt-search";

const item = (
  id: string,
  prompt: string,
  lessonTitle?: string,
  courseTitle = "Wprowadzenie do AI",
): PromptbookItem => ({
  _id: id,
  prompt,
  lessonId: lessonTitle ? `${id}-lesson` : null,
  createdAt: "2026-11-20T10:00:00.000Z",
  source: lessonTitle
    ? { courseId: "c-intro", courseTitle, lessonId: `${id}-lesson`, sublessonId: null, lessonTitle }
    : null,
});

const items = [
  item("a", "Wypisz źródła, z których korzystałeś.", "Jak model przewiduje słowa"),
  item("b", "Streść ten tekst w trzech zdaniach.", "Halucynacje i weryfikacja"),
  item("c", "Napisz maila do klienta.", undefined),
];

describe("searchPrompts", () => {
  it("finds every prompt for an empty phrase, keeping their order", () => {
    expect(searchPrompts(items, "  ").map((i) => i._id)).toEqual(["a", "b", "c"]);
  });

  it("ignores case and Polish diacritics, ł included", () => {
    expect(searchPrompts(items, "ZRODLA").map((i) => i._id)).toEqual(["a"]);
    expect(searchPrompts(items, "slowa").map((i) => i._id)).toEqual(["a"]);
    expect(searchPrompts(items, "maila").map((i) => i._id)).toEqual(["c"]);
  });

  it("looks in the lesson's and the course's titles, and needs every word, in any order", () => {
    expect(searchPrompts(items, "halucynacje").map((i) => i._id)).toEqual(["b"]);
    expect(searchPrompts(items, "wprowadzenie").map((i) => i._id)).toEqual(["a", "b"]);
    expect(searchPrompts(items, "zdaniach streść").map((i) => i._id)).toEqual(["b"]);
    expect(searchPrompts(items, "streść klienta")).toEqual([]);
  });

  it("cleans the phrase: trimmed, spaces collapsed, at most 100 characters", () => {
    expect(cleanPromptSearch("  dwa   słowa ")).toBe("dwa słowa");
    expect(cleanPromptSearch("x".repeat(300))).toHaveLength(100);
  });
});

describe("lessonHref", () => {
  it("leads to the lesson on its course page, and to a sub-lesson inside its lesson", () => {
    const source = { courseId: "c-intro", courseTitle: "", lessonId: "c-intro-l4", sublessonId: null, lessonTitle: "" };
    expect(lessonHref(source)).toBe("/course/c-intro?lesson=c-intro-l4");
    expect(lessonHref({ ...source, sublessonId: "c-intro-l4-s1" })).toBe(
      "/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1",
    );
  });
});
