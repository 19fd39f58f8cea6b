import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressRing } from "./progress-ring";

describe("ProgressRing", () => {
  it("is a named progressbar showing its value in the middle", () => {
    render(<ProgressRing aria-label="Postęp kursu" value={30} />);
    const ring = screen.getByRole("progressbar", { name: "Postęp kursu" });
    expect(ring).toHaveAttribute("aria-valuenow", "30");
    expect(ring).toHaveTextContent("30%");
  });

  it("can hide the value text but keeps the value", () => {
    render(<ProgressRing aria-label="Postęp" value={80} showValueLabel={false} />);
    const ring = screen.getByRole("progressbar");
    expect(ring).toHaveTextContent("");
    expect(ring).toHaveAttribute("aria-valuenow", "80");
  });
});
