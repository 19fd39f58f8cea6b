import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import en from "@campus/locales/en.json";
import pl from "@campus/locales/pl.json";
import { describe, expect, it } from "vitest";
import { campusCharacters, campusUnicodeRange, campusWeights } from "../../apps/campus/build/campus-font";
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

  it("is declared for the weights it keeps, and the campus sets no weight outside them", () => {
    const face = /@font-face\s*{[^}]*inter-campus\.woff2[^}]*}/.exec(appCss)?.[0] ?? "";
    expect(/font-weight:\s*([^;]+);/.exec(face)?.[1]).toBe(`${campusWeights.min} ${campusWeights.max}`);
    const weights = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const sources = [
      ...readdirSync(resolve(import.meta.dirname, "../../packages"), { recursive: true, encoding: "utf8" })
        .filter((name) => /\/src\/.*\.tsx?$/.test(name) && !name.includes("node_modules"))
        .map((name) => readFileSync(resolve(import.meta.dirname, "../../packages", name), "utf8")),
    ].join("\n");
    const used = [
      ...sources.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g),
    ].map(([, name]) => weights[name as keyof typeof weights]);
    expect(used.filter((weight) => weight < campusWeights.min || weight > campusWeights.max)).toEqual([]);
  });

  it("has every character of the interface's strings, so no string downloads another font file", () => {
    const strings = [...flatten(pl).values(), ...flatten(en).values()].join("");
    const missing = [...new Set(strings)].filter((character) => !/\s/.test(character) && !covered(character));
    expect(missing).toEqual([]);
  });
});
