import { describe, expect, it } from "vitest";
import { themeBootScript } from "../theme/theme-boot";
import { campusBoot } from "./index";

describe("campusBoot", () => {
  it("puts the theme boot script first in the head of the page, inline", () => {
    const plugin = campusBoot();
    expect(plugin.transformIndexHtml.order).toBe("pre");
    expect(plugin.transformIndexHtml.handler()).toEqual([
      { tag: "script", children: themeBootScript, injectTo: "head-prepend" },
    ]);
  });
});
