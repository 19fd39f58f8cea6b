import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CommunityCard } from "./community-card";

describe("CommunityCard", () => {
  it("links to the external page in a new tab and shows the hashes", () => {
    render(
      <CommunityCard
        category="Discord"
        title="Pokój promptów"
        hashes={["prompty", "praktyka"]}
        url="https://example.com/c"
        newTabLabel="(otwiera się w nowej karcie)"
      />,
    );
    const link = screen.getByRole("link", { name: /^Pokój promptów\s+\(otwiera się w nowej karcie\)$/ });
    expect(link).toHaveAttribute("href", "https://example.com/c");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText("#prompty")).toBeInTheDocument();
    expect(screen.getByText("#praktyka")).toBeInTheDocument();
  });

  it("has no link when disabled and says why", () => {
    render(
      <CommunityCard
        category="Discord"
        title="Mentoring"
        url="https://example.com/c"
        isDisabled
        disabledLabel="Wkrótce"
      />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Wkrótce")).toBeInTheDocument();
  });
});
