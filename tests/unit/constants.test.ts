import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { durations, layout } from "@campus/design-system/theme";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const themeCss = readFileSync(require.resolve("@campus/design-system/theme.css"), "utf8");

function cssValue(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(themeCss)?.[1]?.trim();
}

describe("SPEC section 9 constants", () => {
  it("are the same in the CSS theme and in script", () => {
    expect(cssValue("breakpoint-desktop")).toBe(`${layout.desktopBreakpointPx / 16}rem`);
    expect(cssValue("container-app")).toBe(`${layout.appMaxWidthPx}px`);
    expect(cssValue("spacing-header")).toBe(`${layout.headerHeightMobilePx}px`);
    expect(cssValue("spacing-header-desktop")).toBe(`${layout.headerHeightDesktopPx}px`);
    expect(cssValue("spacing-bottom-bar")).toBe(`${layout.bottomBarHeightPx}px`);
    expect(cssValue("spacing-social-icon")).toBe(`${layout.socialIconSizePx}px`);
    expect(cssValue("campus-duration-toast")).toBe(`${durations.toastMs}ms`);
    expect(cssValue("campus-duration-popover-close")).toBe(`${durations.popoverCloseMs}ms`);
  });

  it("have the values of the specification", () => {
    expect(layout).toMatchObject({
      desktopBreakpointPx: 1300,
      headerHeightMobilePx: 72,
      headerHeightDesktopPx: 82,
      appMaxWidthPx: 1440,
      socialIconSizePx: 20,
    });
    expect(durations).toEqual({ toastMs: 5000, popoverCloseMs: 500 });
  });
});
