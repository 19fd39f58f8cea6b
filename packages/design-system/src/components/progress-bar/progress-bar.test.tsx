import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it("is a named progressbar with its value and percentage", () => {
    render(<ProgressBar label="Postęp kursu" value={45} />);
    const bar = screen.getByRole("progressbar", { name: "Postęp kursu" });
    expect(bar).toHaveAttribute("aria-valuenow", "45");
    expect(bar).toHaveTextContent("45%");
  });

  it("uses a value label of its own", () => {
    render(<ProgressBar label="Lekcje" value={3} maxValue={12} valueLabel="3 z 12 lekcji" />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "3 z 12 lekcji");
    expect(screen.getByText("3 z 12 lekcji")).toBeInTheDocument();
  });

  it("has no value when indeterminate", () => {
    render(<ProgressBar label="Ładowanie" isIndeterminate />);
    expect(screen.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  });
});
