import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { describe, expect, it } from "vitest";
import { localeProblems } from "./locale-parity";

describe("locale files", () => {
  it("pl.json and en.json have the same keys, the plural forms of their grammar and the same placeholders", () => {
    expect(localeProblems({ pl, en })).toEqual([]);
  });
});

describe("the parity check", () => {
  it("reports a key missing from one language", () => {
    expect(localeProblems({ pl: { a: "A", b: "B" }, en: { a: "A" } })).toEqual(['en: missing key "b"']);
  });

  it("reports a placeholder that differs between languages", () => {
    const problems = localeProblems({
      pl: { upload: { tooLarge: "Plik {{fileName}} jest za duży. Maksymalny rozmiar to {{maxSize}}MB" } },
      en: { upload: { tooLarge: "File {{name}} is too large. Maximum size is {{maxSize}}MB" } },
    });
    expect(problems).toEqual([
      '"upload.tooLarge" has different placeholders: pl [fileName,maxSize] vs en [maxSize,name]',
    ]);
  });

  it("asks each language for the plural forms its grammar has", () => {
    const problems = localeProblems({
      pl: { lessons_one: "{{count}} lekcja", lessons_other: "{{count}} lekcji" },
      en: { lessons_one: "{{count}} lesson", lessons_other: "{{count}} lessons" },
    });
    expect(problems).toEqual([
      'pl: "lessons" lacks the plural form "few"',
      'pl: "lessons" lacks the plural form "many"',
    ]);
  });

  it("accepts plural keys whose forms differ by language", () => {
    expect(
      localeProblems({
        pl: {
          n_one: "{{count}} lekcja",
          n_few: "{{count}} lekcje",
          n_many: "{{count}} lekcji",
          n_other: "{{count}} lekcji",
        },
        en: { n_one: "{{count}} lesson", n_other: "{{count}} lessons" },
      }),
    ).toEqual([]);
  });

  it("reports a plural form that lost a placeholder", () => {
    const problems = localeProblems({
      pl: {
        n_one: "{{count}} z {{total}}",
        n_few: "{{count}}",
        n_many: "{{count}} z {{total}}",
        n_other: "{{count}} z {{total}}",
      },
      en: { n_one: "{{count}} of {{total}}", n_other: "{{count}} of {{total}}" },
    });
    expect(problems).toEqual(['pl: "n_few" uses {{count}} but its siblings use {{count}}, {{total}}']);
  });

  it("reports empty translations", () => {
    expect(localeProblems({ pl: { a: " " }, en: { a: "A" } })).toEqual(['pl: "a" is empty']);
  });
});
