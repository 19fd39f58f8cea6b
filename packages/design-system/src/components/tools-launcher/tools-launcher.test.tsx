import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToolsLauncher } from "./tools-launcher";

const apps = [
  { id: "writer", name: "Writer", href: "https://writer.example", icon: <svg /> },
  {
    id: "university",
    name: "AI University",
    description: "Courses",
    href: "https://university.example",
    icon: <svg />,
    isLocked: true,
    lockedReason: "Rank too low",
  },
];

function renderLauncher() {
  render(<ToolsLauncher label="Apps" title="Campus apps" apps={apps} newTabLabel="opens in a new tab" />);
  return screen.getByRole("button", { name: "Apps" });
}

describe("ToolsLauncher", () => {
  it("opens a panel of apps by keyboard and closes it with Escape back to the trigger", async () => {
    const user = userEvent.setup();
    const trigger = renderLauncher();
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Campus apps" })).toBeInTheDocument();
    const open = screen.getByRole("link", { name: /^Writer ?\(opens in a new tab\)$/ });
    expect(open).toHaveAttribute("href", "https://writer.example");
    expect(open).toHaveAttribute("target", "_blank");
    expect(open).toHaveAttribute("rel", "noopener noreferrer");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("keeps a locked app focusable, without an address, and explains it in a tooltip", async () => {
    const user = userEvent.setup();
    const trigger = renderLauncher();
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    const locked = screen.getByRole("link", { name: /AI University/ });
    expect(locked).toHaveAttribute("aria-disabled", "true");
    expect(locked).not.toHaveAttribute("href");
    expect(locked).toHaveAccessibleName(/AI University.*Rank too low/);
    await user.tab();
    await user.tab();
    expect(locked).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Rank too low");
    expect(locked).toHaveAttribute("aria-describedby", tooltip.id);
  });
});
