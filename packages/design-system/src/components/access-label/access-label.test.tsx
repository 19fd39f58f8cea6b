import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccessLabel, type AccessStatus } from "./access-label";

describe("AccessLabel", () => {
  it.each<[AccessStatus, string]>([
    ["available", "bg-accent-subtle"],
    ["unavailable", "bg-surface-sunken"],
    ["completed", "bg-success-subtle"],
    ["rankTooLow", "bg-warning-subtle"],
  ])("%s uses its own look and the given text", (status, fill) => {
    render(<AccessLabel status={status}>Etykieta</AccessLabel>);
    const label = screen.getByText("Etykieta").parentElement as HTMLElement;
    expect(label).toHaveAttribute("data-status", status);
    expect(label.className).toContain(fill);
  });

  it("shows a lock for rank too low", () => {
    render(<AccessLabel status="rankTooLow">Zbyt niska ranga</AccessLabel>);
    const label = screen.getByText("Zbyt niska ranga").parentElement as HTMLElement;
    expect(label.querySelector("svg.lucide-lock")).not.toBeNull();
  });
});
