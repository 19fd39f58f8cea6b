import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToolCard } from "./tool-card";

const base = {
  name: "Pisarz AI",
  licence: "freemium" as const,
  licenceLabel: "Freemium",
  favoriteLabel: "Ulubione",
  href: "/tools/1",
};

describe("ToolCard", () => {
  it("toggles the favourite by keyboard and updates the count when uncontrolled", async () => {
    const onFavoriteChange = vi.fn();
    const onOpen = vi.fn();
    render(<ToolCard {...base} favoritesCount={10} onFavoriteChange={onFavoriteChange} onOpen={onOpen} />);
    const toggle = screen.getByRole("button", { name: "Ulubione" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAccessibleDescription("10");
    await userEvent.tab();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveAccessibleDescription("11");
    expect(onFavoriteChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleDescription("10");
    expect(onFavoriteChange).toHaveBeenLastCalledWith(false);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("follows the controlled favourite state and count", async () => {
    const onFavoriteChange = vi.fn();
    render(<ToolCard {...base} isFavorite favoritesCount={5} onFavoriteChange={onFavoriteChange} />);
    const toggle = screen.getByRole("button", { name: "Ulubione" });
    await userEvent.click(toggle);
    expect(onFavoriteChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveAccessibleDescription("5");
  });

  it("says what the count means when given the sentence, and shows the number inside the toggle", async () => {
    render(<ToolCard {...base} favoritesCount={1} formatFavorites={(count) => `W ulubionych u ${count} os.`} />);
    const toggle = screen.getByRole("button", { name: "Ulubione" });
    expect(toggle).toHaveAccessibleDescription("W ulubionych u 1 os.");
    expect(toggle.parentElement).toHaveTextContent("1");
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleDescription("W ulubionych u 2 os.");
  });

  it("shows the heart alone without a count", () => {
    render(<ToolCard {...base} />);
    const toggle = screen.getByRole("button", { name: "Ulubione" });
    expect(toggle).not.toHaveAttribute("aria-describedby");
    expect(toggle).toHaveTextContent("");
  });

  it("shows licence and both kinds of categories", () => {
    render(
      <ToolCard
        {...base}
        licence="paid"
        licenceLabel="Płatne"
        domainCategories={["Tekst"]}
        businessCategories={["Marketing"]}
      />,
    );
    expect(screen.getByText("Płatne")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Tekst", "Marketing"]);
    expect(screen.getByRole("link", { name: "Pisarz AI" })).toHaveAttribute("href", "/tools/1");
  });
});
