import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("names the empty list with a heading at the level the page needs", () => {
    render(<EmptyState title="Brak powiadomień" headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Brak powiadomień" })).toBeInTheDocument();
  });

  it("shows a description and an action when given", () => {
    render(
      <EmptyState title="Brak wyników" description="Wyczyść filtry." action={<button type="button">Wyczyść</button>} />,
    );
    expect(screen.getByText("Wyczyść filtry.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyczyść" })).toBeInTheDocument();
  });

  it("keeps the icon out of the accessibility tree", () => {
    const { container } = render(<EmptyState title="Brak" icon={<svg data-testid="icon" />} />);
    expect(container.querySelector("[aria-hidden='true'] svg")).not.toBeNull();
  });
});
