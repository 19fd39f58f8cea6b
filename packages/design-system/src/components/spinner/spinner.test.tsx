import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is announced by its label", () => {
    render(<Spinner label="Ładowanie" />);
    expect(screen.getByRole("img", { name: "Ładowanie" })).toBeInTheDocument();
  });

  it("is hidden from assistive technology without a label", () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("stops turning under reduced motion", () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector("svg")?.getAttribute("class")).toContain("motion-reduce:animate-none");
  });
});
