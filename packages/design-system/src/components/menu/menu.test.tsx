import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { focusRingInset } from "../../lib/focus-ring";
import { Menu, MenuTrigger } from "./menu";
import { MenuItem, MenuSeparator } from "./menu-item";

function Example({ onAction }: { onAction?: () => void }) {
  return (
    <MenuTrigger>
      <Button>Programs</Button>
      <Menu>
        <MenuItem id="all" href="/programs" emphasis="header">
          All programs
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="ext" href="https://example.org" target="_blank" newTabLabel="opens in a new tab">
          Profile
        </MenuItem>
        <MenuItem id="logout" onAction={onAction}>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe("Menu", () => {
  it("opens with ArrowDown on the first entry, moves with arrows and returns focus on Escape", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Programs" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    expect(menu).toBeInTheDocument();
    const items = screen.getAllByRole("menuitem");
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute("href", "/programs");
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    expect(screen.getByRole("separator")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens external links in a new tab without an opener and names the new tab", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Programs" }));
    const profile = await screen.findByRole("menuitem", { name: /^Profile ?\(opens in a new tab\)$/ });
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("runs an action entry with Enter and closes", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    screen.getByRole("button", { name: "Programs" }).focus();
    await user.keyboard("{ArrowUp}");
    expect(await screen.findByRole("menuitem", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("rings the keyboard-focused entry with the system's 2px focus outline, not only a pale background", async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole("button", { name: "Programs" }).focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}");
    const focused = screen.getAllByRole("menuitem")[1];
    expect(focused).toHaveFocus();
    expect(focused).toHaveAttribute("data-focus-visible", "true");
    // The same ring in every theme (drawn inside the row, which the popover would clip outside).
    for (const ring of focusRingInset.split(" ")) expect(focused).toHaveClass(ring);
    expect(focused).toHaveClass("data-[focus-visible]:outline-solid");
  });

  it("paints the focused and the selected entry in the system's selection colours in forced colours", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Programs" }));
    for (const item of await screen.findAllByRole("menuitem")) {
      expect(item).toHaveClass(
        "forced-colors:data-[focused]:bg-[Highlight]",
        "forced-colors:data-[focused]:text-[HighlightText]",
        "forced-colors:data-[selected]:bg-[Highlight]",
        "forced-colors:data-[selected]:text-[HighlightText]",
        "forced-colors:data-[disabled]:text-[GrayText]",
        // Chromium's Canvas backplate behind adjusted text would hide HighlightText.
        "forced-colors:data-[focused]:forced-color-adjust-none",
        "forced-colors:data-[selected]:forced-color-adjust-none",
      );
    }
  });
});
