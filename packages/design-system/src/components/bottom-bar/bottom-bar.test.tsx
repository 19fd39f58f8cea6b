import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BottomBar } from "./bottom-bar";

const base = { label: "Bottom navigation", homeLabel: "Home", toolsLabel: "Tools", userLabel: "Account" };

describe("BottomBar", () => {
  it("links home and calls the tools and user callbacks by mouse and keyboard", async () => {
    const onToolsPress = vi.fn();
    const onUserPress = vi.fn();
    render(<BottomBar {...base} onToolsPress={onToolsPress} onUserPress={onUserPress} isHomeCurrent />);
    expect(screen.getByRole("navigation", { name: "Bottom navigation" })).toBeTruthy();
    const home = screen.getByRole("link", { name: "Home" });
    expect(home.getAttribute("href")).toBe("/");
    expect(home.getAttribute("aria-current")).toBe("page");
    await userEvent.click(screen.getByRole("button", { name: "Tools" }));
    const user = screen.getByRole("button", { name: "Account" });
    expect(user.getAttribute("aria-haspopup")).toBe("dialog");
    expect(user.getAttribute("aria-expanded")).toBe("false");
    user.focus();
    await userEvent.keyboard("{Enter}");
    expect(onToolsPress).toHaveBeenCalledTimes(1);
    expect(onUserPress).toHaveBeenCalledTimes(1);
  });

  it("uses the host's tools launcher when given", () => {
    render(
      <BottomBar {...base} onUserPress={() => {}} isUserMenuOpen toolsSlot={<button type="button">Launcher</button>} />,
    );
    expect(screen.queryByRole("button", { name: "Tools" })).toBeNull();
    expect(screen.getByRole("button", { name: "Launcher" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Account" }).getAttribute("aria-expanded")).toBe("true");
  });
});
