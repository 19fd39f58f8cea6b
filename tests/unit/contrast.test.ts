import { describe, expect, it } from "vitest";
import { measureContrast, readThemeTokens } from "./contrast";

const describeFailure = ({ theme, fg, bg, ratio, required }: ReturnType<typeof measureContrast>[number]) =>
  `${theme}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1, needs ${required}:1`;

describe("theme contrast", () => {
  it("reaches AA in the light theme and AAA text contrast in high contrast, for every pair", () => {
    const failures = measureContrast()
      .filter((result) => result.ratio < result.required)
      .map(describeFailure);
    expect(failures).toEqual([]);
  });

  it("defines the same roles in both themes", () => {
    const tokens = readThemeTokens();
    expect(Object.keys(tokens["high-contrast"] ?? {}).sort()).toEqual(Object.keys(tokens.light ?? {}).sort());
  });

  it("fails a pair that falls below its ratio", () => {
    const tokens = readThemeTokens();
    const dimmed = { ...tokens, light: { ...tokens.light, "fg-muted": "#9a9a9a" } };
    const failures = measureContrast(dimmed)
      .filter((result) => result.ratio < result.required)
      .map(describeFailure);
    expect(failures).toContain("light: fg-muted on surface is 2.61:1, needs 4.5:1");
  });
});
