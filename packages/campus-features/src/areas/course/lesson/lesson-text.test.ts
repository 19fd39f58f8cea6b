import { describe, expect, it } from "vitest";
import { parseLessonText } from "./lesson-text";

describe("a lesson's text", () => {
  it("splits paragraphs on blank lines and keeps single line breaks", () => {
    expect(parseLessonText("Pierwszy akapit.\nDruga linia.\n\n\nDrugi akapit.")).toEqual([
      { type: "paragraph", lines: ["Pierwszy akapit.", "Druga linia."] },
      { type: "paragraph", lines: ["Drugi akapit."] },
    ]);
  });

  it("reads headings and lists", () => {
    expect(parseLessonText("# Wstęp\n\n## Pojęcia\n\n- model\n- dane\n\n1. Zapytaj\n2) Sprawdź")).toEqual([
      { type: "heading", level: 1, text: "Wstęp" },
      { type: "heading", level: 2, text: "Pojęcia" },
      { type: "list", ordered: false, items: ["model", "dane"] },
      { type: "list", ordered: true, items: ["Zapytaj", "Sprawdź"] },
    ]);
  });

  it("keeps fenced blocks verbatim, prompts apart from code", () => {
    const text = "Spróbuj:\n```prompt\nJesteś ekspertem.\n\nWyjaśnij RAG.\n```\n```\nconst a = 1;\n```";
    const blocks = parseLessonText(text);
    expect(blocks).toEqual([
      { type: "paragraph", lines: ["Spróbuj:"] },
      { type: "prompt", text: "Jesteś ekspertem.\n\nWyjaśnij RAG." },
      { type: "code", text: "const a = 1;" },
    ]);
  });

  it("reads an unclosed fence to the end and leaves markup as text", () => {
    expect(parseLessonText("```prompt\nNapisz <b>wiersz</b>")).toEqual([
      { type: "prompt", text: "Napisz <b>wiersz</b>" },
    ]);
    expect(parseLessonText('<img src=x onerror="alert(1)">')).toEqual([
      { type: "paragraph", lines: ['<img src=x onerror="alert(1)">'] },
    ]);
  });

  it("reads a list right under a line of prose, and Windows line ends alike", () => {
    expect(parseLessonText("Lista:\r\n- a\r\n- b\r\nI dalej.")).toEqual([
      { type: "paragraph", lines: ["Lista:"] },
      { type: "list", ordered: false, items: ["a", "b"] },
      { type: "paragraph", lines: ["I dalej."] },
    ]);
  });
});
