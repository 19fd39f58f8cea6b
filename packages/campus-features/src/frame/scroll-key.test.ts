import { describe, expect, it } from "vitest";
import { scrollKey } from "./scroll-key";

describe("scrollKey", () => {
  it("keeps one scroll position per path, whatever the query", () => {
    expect(scrollKey({ pathname: "/programs" })).toBe("/programs");
    expect(scrollKey({ pathname: "/programs" })).toBe(scrollKey({ pathname: "/programs" }));
  });

  it("never finds a kept position for home, so home always opens at the top", () => {
    const saved = scrollKey({ pathname: "/" });
    expect(scrollKey({ pathname: "/" })).not.toBe(saved);
  });
});
