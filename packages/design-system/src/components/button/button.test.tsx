import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { X } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { Button, LinkButton } from "./button";

describe("Button", () => {
  it("presses by mouse and by keyboard", async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Join the course</Button>);
    const button = screen.getByRole("button", { name: "Join the course" });
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("names an icon-only button by its label and hides the icon", () => {
    render(<Button icon={<X />} aria-label="Close" />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button.querySelector("[aria-hidden='true'] svg")).not.toBeNull();
  });

  it("refuses presses while pending but stays focusable", async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Sending answer
      </Button>,
    );
    const button = screen.getByRole("button");
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("data-pending", "true");
  });

  it("takes its busy announcement along when it is removed, so no entry names a button that is gone", () => {
    const { rerender, unmount } = render(<Button>Wyślij</Button>);
    const button = screen.getByRole("button", { name: "Wyślij" });
    act(() => button.focus());
    rerender(<Button isPending>Wyślij</Button>);
    const entries = () =>
      [...document.querySelectorAll('[aria-live] > [role="img"]')].filter((entry) =>
        entry.getAttribute("aria-labelledby")?.split(" ").includes(button.id),
      );
    expect(entries()).toHaveLength(1);
    unmount();
    expect(entries()).toHaveLength(0);
  });

  it("lets no entry in that names a button already gone (react-aria's first announcement comes 100 ms late)", async () => {
    const { rerender, unmount } = render(<Button>Dołącz do kursu</Button>);
    const button = screen.getByRole("button", { name: "Dołącz do kursu" });
    act(() => button.focus());
    rerender(<Button isPending>Dołącz do kursu</Button>);
    const log = document.querySelector('[data-live-announcer] [aria-live="assertive"]');
    if (!log) throw new Error("react-aria's live region is missing");
    unmount();
    // What react-aria appends after its delay, for a button the course page removed when the join succeeded.
    const late = (labelledBy: string) => {
      const entry = document.createElement("div");
      entry.setAttribute("role", "img");
      entry.setAttribute("aria-labelledby", labelledBy);
      log.append(entry);
      return entry;
    };
    const label = document.body.appendChild(document.createElement("p"));
    label.id = "lesson-heading";
    const orphan = late(button.id);
    const named = late(label.id);
    // An icon-only button's entry names its progress as well, which is never rendered: still named.
    const partly = late(`${label.id} gone-progress`);
    await act(async () => {
      await Promise.resolve();
    });
    expect(orphan.isConnected).toBe(false);
    expect(named.isConnected).toBe(true);
    expect(partly.isConnected).toBe(true);
    named.remove();
    partly.remove();
    label.remove();
  });

  it("refuses presses when disabled", async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Finish
      </Button>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole("button")).toBeDisabled();
  });

  it("carries its variant as a data attribute and class", () => {
    render(<Button variant="danger">Remove</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", "danger");
    expect(button.className).toContain("bg-danger");
  });

  it("renders a link that looks like a button", () => {
    render(<LinkButton href="/programs">All programs</LinkButton>);
    const link = screen.getByRole("link", { name: "All programs" });
    expect(link).toHaveAttribute("href", "/programs");
    expect(link.className).toContain("bg-accent");
  });
});

describe("Button in forced colours (Windows High Contrast)", () => {
  // Without these pairs the filled variants turned into solid boxes whose text took the box's colour.
  const systemPair = [
    "forced-colors:bg-[ButtonFace]",
    "forced-colors:text-[ButtonText]",
    "forced-colors:border-[ButtonText]",
  ];
  // Under the pointer, not adjusted by the browser: its Canvas backplate would hide HighlightText text.
  const hoveredPair = [
    "forced-colors:data-[hovered]:bg-[Highlight]",
    "forced-colors:data-[hovered]:text-[HighlightText]",
    "forced-colors:data-[hovered]:forced-color-adjust-none",
  ];

  for (const variant of ["primary", "secondary", "danger"] as const) {
    it(`paints the ${variant} button and link button in the system's button colours`, () => {
      render(
        <>
          <Button variant={variant}>Join the course</Button>
          <LinkButton variant={variant} href="/course">
            Continue
          </LinkButton>
        </>,
      );
      for (const element of [screen.getByRole("button"), screen.getByRole("link")]) {
        const classes = element.className.split(/\s+/);
        expect(classes).toEqual(expect.arrayContaining([...systemPair, ...hoveredPair]));
        // The border pair wins over the generic ButtonBorder of the base classes (tailwind-merge keeps one).
        expect(classes).not.toContain("forced-colors:border-[ButtonBorder]");
      }
    });
  }

  it("greys out a disabled button's text in forced colours", () => {
    render(
      <Button variant="primary" isDisabled>
        Send rating
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-disabled", "true");
    expect(button.className.split(/\s+/)).toEqual(
      expect.arrayContaining([
        "forced-colors:data-[disabled]:text-[GrayText]",
        "forced-colors:data-[disabled]:border-[GrayText]",
      ]),
    );
  });
});
