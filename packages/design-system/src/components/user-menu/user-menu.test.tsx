import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UserMenu } from "./user-menu";

const props = {
  fullName: "Anna Kowalska",
  firstName: "Anna",
  menuLabel: "account menu",
  newTabLabel: "opens in a new tab",
  logoutLabel: "Log out",
  links: [
    { id: "profile", label: "Profile", href: "https://account.example/profile" },
    { id: "rank", label: "Rank and progress", href: "https://account.example/rank" },
    { id: "settings", label: "Account settings", href: "https://account.example/settings" },
  ],
};

describe("UserMenu", () => {
  it("shows the first name and the initials in the trigger", () => {
    render(<UserMenu {...props} onLogout={() => {}} />);
    const trigger = screen.getByRole("button", { name: "Anna, account menu" });
    expect(trigger).toHaveTextContent("AK");
  });

  it("lists the account pages as new-tab links and logs out by keyboard", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu {...props} onLogout={onLogout} />);
    const trigger = screen.getByRole("button", { name: "Anna, account menu" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const profile = await screen.findByRole("menuitem", { name: /^Profile ?\(opens in a new tab\)$/ });
    expect(profile).toHaveAttribute("href", "https://account.example/profile");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
