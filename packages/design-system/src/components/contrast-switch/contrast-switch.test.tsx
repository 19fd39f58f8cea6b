import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ContrastSwitch } from "./contrast-switch";

describe("ContrastSwitch", () => {
  it("is a toggle button pressed in high contrast", () => {
    const { rerender } = render(<ContrastSwitch theme="light" onChange={() => {}} label="High contrast" />);
    expect(screen.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "false");
    rerender(<ContrastSwitch theme="high-contrast" onChange={() => {}} label="High contrast" />);
    expect(screen.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  });

  it("asks for the other theme on Space and on click", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<ContrastSwitch theme="light" onChange={onChange} label="High contrast" />);
    screen.getByRole("button").focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith("high-contrast");
    rerender(<ContrastSwitch theme="high-contrast" onChange={onChange} label="High contrast" showLabel />);
    await user.click(screen.getByRole("button", { name: "High contrast" }));
    expect(onChange).toHaveBeenLastCalledWith("light");
  });
});
