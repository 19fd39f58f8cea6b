import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonRegion } from "./skeleton";

describe("Skeleton", () => {
  it("is hidden from assistive technology and stops shimmering under reduced motion", () => {
    const { container } = render(<Skeleton shape="circle" />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape).toHaveAttribute("aria-hidden", "true");
    expect(shape.className).toContain("motion-reduce:animate-none");
  });

  it("draws the given number of text lines", () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelectorAll("span")).toHaveLength(3);
  });

  it("announces one status text inside a busy region", () => {
    render(
      <SkeletonRegion label="Ładowanie kursów">
        <Skeleton shape="block" />
      </SkeletonRegion>,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Ładowanie kursów");
    expect(status.parentElement).toHaveAttribute("aria-busy", "true");
  });
});
