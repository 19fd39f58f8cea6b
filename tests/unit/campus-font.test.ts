import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { describe, expect, it } from "vitest";
import { campusCharacters, campusUnicodeRange } from "../../apps/campus/campus-font";
import { flatten } from "./locale-parity";

const appCss = readFileSync(resolve(import.meta.dirname, "../../apps/campus/src/app.css"), "utf8");
const covered = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return campusCharacters.some(([from, to]) => code >= from && code <= to);
};

describe("the campus's Inter", () => {
  it("is declared in app.css for exactly the characters it was cut to", () => {
    const face = /@font-face\s*{[^}]*inter-campus\.woff2[^}]*}/.exec(appCss)?.[0] ?? "";
    const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim();
    expect(declared).toBe(campusUnicodeRange);
  });

  it("has every character of the interface's strings, so no string downloads another font file", () => {
    const strings = [...flatten(pl).values(), ...flatten(en).values()].join("");
    const missing = [...new Set(strings)].filter((character) => !/\s/.test(character) && !covered(character));
    expect(missing).toEqual([]);
  });
});
