import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("keeps a colour and a size of the theme's own scales side by side", () => {
    expect(cn("text-accent-fg", "text-body")).toBe("text-accent-fg text-body");
    expect(cn("rounded-control", "text-small", "text-fg-muted")).toBe("rounded-control text-small text-fg-muted");
  });

  it("lets a later utility of the same property win", () => {
    expect(cn("text-small", "text-lead")).toBe("text-lead");
    expect(cn("bg-accent", "bg-danger")).toBe("bg-danger");
  });
});
