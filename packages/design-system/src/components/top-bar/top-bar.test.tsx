import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TopBar } from "./top-bar";
import type { TopBarItem } from "./top-bar-nav";

const items: TopBarItem[] = [
  {
    id: "programs",
    label: "Programs",
    header: { label: "All programs", href: "/programs" },
    entries: [
      { id: "p1", label: "AI basics", href: "/program/1" },
      { id: "p2", label: "Prompting", href: "/program/2" },
    ],
    isCurrent: true,
  },
  { id: "tools", label: "Tools", href: "/tools" },
  { id: "about", label: "About", href: "/about-campusai", isCurrent: false },
];

function renderBar(onMenuPress = vi.fn()) {
  render(
    <TopBar
      logo={<svg viewBox="0 0 10 10" />}
      logoLabel="Campus home"
      items={items}
      navLabel="Main menu"
      menuLabel="Open menu"
      onMenuPress={onMenuPress}
      userMenu={<button type="button">User</button>}
    />,
  );
  return onMenuPress;
}

describe("TopBar", () => {
  it("links the logo home by its label and lists the menu items with the current one marked", () => {
    renderBar();
    expect(screen.getByRole("link", { name: "Campus home" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Tools" })).toHaveAttribute("href", "/tools");
    expect(within(nav).getByRole("link", { name: "Tools" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: "Programs" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "User" })).toBeInTheDocument();
  });

  it("opens the dropdown by keyboard with the section link first and one entry per program", async () => {
    const user = userEvent.setup();
    renderBar();
    const trigger = screen.getByRole("button", { name: "Programs" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const entries = await screen.findAllByRole("menuitem");
    expect(entries.map((entry) => entry.textContent)).toEqual(["All programs", "AI basics", "Prompting"]);
    expect(entries[0]).toHaveAttribute("href", "/programs");
    expect(entries[2]).toHaveAttribute("href", "/program/2");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("calls onMenuPress from the hamburger and reports the drawer state", async () => {
    const onMenuPress = renderBar();
    const hamburger = screen.getByRole("button", { name: "Open menu" });
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(hamburger);
    expect(onMenuPress).toHaveBeenCalledTimes(1);
  });
});
