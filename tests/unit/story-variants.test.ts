import { describe, expect, it } from "vitest";
import { checkOrder, storyVariants } from "../stories/variants";

describe("the variants a story is checked in", () => {
  it("adds forced colours, light and dark palettes, at the first size of a story tagged for them", () => {
    const variants = storyVariants(["responsive", "forced-colors"]);
    expect(variants.map((variant) => variant.name)).toEqual([
      "light--mobile",
      "light--desktop",
      "high-contrast--mobile",
      "high-contrast--desktop",
      "forced-colors-light--mobile",
      "forced-colors-dark--mobile",
    ]);
    expect(
      storyVariants(["forced-colors"])
        .filter((variant) => variant.forcedColors)
        .map((v) => v.name),
    ).toEqual(["forced-colors-light", "forced-colors-dark"]);
    expect(storyVariants([]).some((variant) => variant.forcedColors)).toBe(false);
  });

  it("checks forced colours last, after both themes at every size", () => {
    const order = checkOrder(storyVariants(["responsive", "forced-colors"]), "high-contrast");
    expect(order.map((variant) => variant.name)).toEqual([
      "high-contrast--mobile",
      "light--mobile",
      "light--desktop",
      "high-contrast--desktop",
      "forced-colors-light--mobile",
      "forced-colors-dark--mobile",
    ]);
  });
});
