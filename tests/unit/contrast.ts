import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type ContrastPair, contrastPairs, parseThemeTokens, requiredRatio } from "@campus/design-system/theme";
import { wcagContrast } from "culori";

export type ContrastResult = ContrastPair & { theme: string; ratio: number; required: number };

const require = createRequire(import.meta.url);

export function readThemeTokens() {
  return parseThemeTokens(readFileSync(require.resolve("@campus/design-system/tokens.css"), "utf8"));
}

/** Every listed pair in every theme, measured from the token values, each with the ratio it needs. */
export function measureContrast(tokens = readThemeTokens()): ContrastResult[] {
  return Object.entries(requiredRatio).flatMap(([theme, required]) =>
    contrastPairs.map((pair) => {
      const values = tokens[theme] ?? {};
      const fg = values[pair.fg];
      const bg = values[pair.bg];
      if (!fg || !bg) throw new Error(`${theme}: token ${fg ? pair.bg : pair.fg} is not defined`);
      return { ...pair, theme, ratio: wcagContrast(fg, bg), required: required[pair.kind] };
    }),
  );
}
