import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

const items = [
  { id: "home", label: "Home", href: "/" },
  { id: "programs", label: "Programs", href: "/programs" },
  { id: "course", label: "Prompting basics", href: "/course/1" },
];

describe("Breadcrumbs", () => {
  it("links every crumb but the last, which is the current page", () => {
    render(<Breadcrumbs items={items} label="Breadcrumbs" />);
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Programs" })).toHaveAttribute("href", "/programs");
    expect(screen.queryByRole("link", { name: "Prompting basics" })).toBeNull();
    expect(screen.getByText("Prompting basics")).toHaveAttribute("aria-current", "page");
  });
});
