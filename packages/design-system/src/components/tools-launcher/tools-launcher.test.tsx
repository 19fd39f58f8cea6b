import { render, screen, waitFor, within } from "@testing-library/react";
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

/**
 * Everything the open panel shows is inside its named dialog, so a screen reader's user meets it in a
 * structure with a name (a popover's dialog is the container assistive technology announces), never loose
 * at the end of the page. react-aria's two visually hidden "Dismiss" buttons (out of the Tab order) stay
 * outside, by its design.
 */
function expectContentInsideDialog(dialog: HTMLElement) {
  const overlay = dialog.closest("[data-placement]");
  expect(overlay).not.toBeNull();
  const content = overlay?.querySelectorAll("a, button, input, select, textarea, [role], h1, h2, h3, p, label, li");
  expect(content?.length).toBeGreaterThan(2);
  for (const element of content ?? []) {
    if (dialog === element || dialog.contains(element)) continue;
    expect(element).toHaveAttribute("aria-label", "Dismiss");
    expect(element).toHaveAttribute("tabindex", "-1");
  }
}

describe("ToolsLauncher", () => {
  it("shows the apps inside a dialog named by the panel's title", async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(screen.getByRole("button", { name: "Apps" }));
    const dialog = await screen.findByRole("dialog", { name: "Campus apps" });
    expect(within(dialog).getAllByRole("link")).toHaveLength(2);
    expectContentInsideDialog(dialog);
  });

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
