import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A drawer with a second-level drawer opened from it, as the mobile menu's language drawer is. */
function Nested() {
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <DrawerTrigger>
      <Button>Open</Button>
      <Drawer title="Menu">
        <Button onPress={() => setInnerOpen(true)}>Language</Button>
        <Drawer title="Language" isOpen={isInnerOpen} onOpenChange={setInnerOpen}>
          <Button onPress={() => setInnerOpen(false)}>Apply</Button>
        </Drawer>
      </Drawer>
    </DrawerTrigger>
  );
}

/** Presses the focused button with the keyboard, as a learner would. */
function pressEnter() {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key: "Enter" });
  fireEvent.keyUp(target, { key: "Enter" });
}

describe("Drawer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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

  // A drawer refocuses itself half a second after opening if focus is on it or on the page (react-aria's
  // workaround for VoiceOver on iOS). A second-level drawer closing leaves focus on the page for one frame,
  // until its opener gets it back: a refocus falling in that frame took focus to the first drawer instead.
  it("returns focus to a second-level drawer's opener when it closes within half a second of the first opening", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    render(<Nested />);
    act(() => screen.getByRole("button", { name: "Open" }).focus());
    act(() => pressEnter());
    const menu = screen.getByRole("dialog", { name: "Menu" });
    // The fake clock draws frames every 16 ms: at 497 ms the frame that restores focus comes at 512 ms, after
    // the refocus at 500 ms, as it does in a busy browser.
    act(() => vi.advanceTimersByTime(497));
    const language = screen.getByRole("button", { name: "Language" });
    act(() => language.focus());
    act(() => pressEnter());
    expect(screen.getByRole("dialog", { name: "Language" })).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Apply" }).focus());
    act(() => pressEnter());
    expect(screen.queryByRole("dialog", { name: "Language" })).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(menu).toBeInTheDocument();
    expect(language).toHaveFocus();
  });
});
