import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LanguageSwitcher } from "./language-switcher";

const options = [
  { alias: "pl", name: "Polski" },
  { alias: "en", name: "English" },
] as const;

describe("LanguageSwitcher", () => {
  it("shows the current alias and marks the current language as checked", async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher options={options} value="pl" onChange={() => {}} label="Language" />);
    const trigger = screen.getByRole("button", { name: /^Language: ?pl$/i });
    expect(trigger).toHaveTextContent("pl");
    await user.click(trigger);
    expect(await screen.findByRole("menuitemradio", { name: "Polski" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "false");
  });

  it("chooses a language by keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSwitcher options={options} value="pl" onChange={onChange} label="Language" />);
    screen.getByRole("button", { name: /^Language: ?pl$/i }).focus();
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("en");
  });
});
