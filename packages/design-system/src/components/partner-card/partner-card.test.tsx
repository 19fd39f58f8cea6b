import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PartnerCard } from "./partner-card";

describe("PartnerCard", () => {
  it("is one link named by the partner, opened by keyboard", async () => {
    const onOpen = vi.fn();
    render(
      <PartnerCard
        name="Akademia Danych"
        benefit="20% zniżki"
        href="/benefit/1"
        linkLabel="Zobacz ofertę"
        onOpen={onOpen}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Akademia Danych");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByText("20% zniżki")).toBeInTheDocument();
  });

  it("opens an external partner in a new tab and says so", () => {
    render(
      <PartnerCard
        name="Chmura"
        benefit="Kredyty"
        href="https://example.com"
        external
        newTabLabel="(otwiera się w nowej karcie)"
      />,
    );
    const link = screen.getByRole("link", { name: /^Chmura\s+\(otwiera się w nowej karcie\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
