import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { certificatePng, type TextMask, textMask } from "../src/services/certificate";

const polishLetters = [
  ["ą", "a"],
  ["ć", "c"],
  ["ę", "e"],
  ["ł", "l"],
  ["ń", "n"],
  ["ó", "o"],
  ["ś", "s"],
  ["ź", "z"],
  ["ż", "z"],
  ["Ą", "A"],
  ["Ć", "C"],
  ["Ę", "E"],
  ["Ł", "L"],
  ["Ń", "N"],
  ["Ó", "O"],
  ["Ś", "S"],
  ["Ź", "Z"],
  ["Ż", "Z"],
] as const;

function inked(mask: TextMask): number {
  return mask.alpha.reduce((sum, value) => sum + (value > 127 ? 1 : 0), 0);
}

function sameMask(a: TextMask, b: TextMask): boolean {
  return a.width === b.width && a.height === b.height && a.alpha.every((value, i) => value === b.alpha[i]);
}

describe("certificate text", () => {
  it("draws every Polish letter with its diacritic, not as its base letter", () => {
    for (const [polish, base] of polishLetters) {
      const withMark = textMask(polish, 64, 700);
      const plain = textMask(base, 64, 700);
      expect(sameMask(withMark, plain), `${polish} looks like ${base}`).toBe(false);
      // The mark adds ink (ogonek, acute, dot) or, for ł, a stroke: never less than the base letter.
      expect(inked(withMark), `${polish} has no more ink than ${base}`).toBeGreaterThan(inked(plain));
    }
  });

  it("renders a Polish name differently from the same name stripped of diacritics", () => {
    const base = { heading: "Certyfikat ukończenia", course: "Podstawy AI", date: "2026-11-21", id: "CAMPUS-1" };
    const polish = PNG.sync.read(certificatePng({ ...base, learner: "Łukasz Żółć" }));
    const stripped = PNG.sync.read(certificatePng({ ...base, learner: "Lukasz Zolc" }));
    expect(polish.width).toBe(1200);
    expect(polish.height).toBe(800);
    expect(Buffer.compare(polish.data, stripped.data)).not.toBe(0);
  });
});
