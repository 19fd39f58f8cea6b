import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button";
import { Drawer, DrawerTrigger } from "./drawer";

function Example({ onBack }: { onBack?: () => void }) {
  return (
    <DrawerTrigger>
      <Button>Open</Button>
      <Drawer title="Notifications" closeLabel="Close" backLabel="Back" onBack={onBack}>
        <Button>Inside</Button>
      </Drawer>
    </DrawerTrigger>
  );
}

describe("Drawer", () => {
  it("opens from its trigger, closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Open" });
    await user.click(trigger);
    expect(screen.getByRole("dialog", { name: "Notifications" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("keeps focus inside while open", async () => {
    const user = userEvent.setup();
    render(<Example onBack={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the back button only with onBack and calls it", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { unmount } = render(<Example />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    unmount();
    render(<Example onBack={onBack} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
