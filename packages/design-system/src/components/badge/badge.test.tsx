import { render, screen } from "@testing-library/react";
import { Star } from "lucide-react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it("shows its text with the variant's colours and hides the icon", () => {
    render(
      <Badge variant="success" icon={<Star />}>
        Zaliczony
      </Badge>,
    );
    const badge = screen.getByText("Zaliczony").parentElement as HTMLElement;
    expect(badge).toHaveAttribute("data-variant", "success");
    expect(badge.className).toContain("text-success");
    expect(badge.querySelector("[aria-hidden='true'] svg")).not.toBeNull();
  });
});
