import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LanguageToggle } from "./language-toggle";

const options = [
  { alias: "pl", name: "Polski" },
  { alias: "en", name: "English" },
] as const;

describe("LanguageToggle", () => {
  it("is a named radio group whose checked radio is the current language, each in its own language", () => {
    render(<LanguageToggle options={options} value="en" onChange={() => {}} label="Interface language" />);
    const english = screen.getByRole("radio", { name: "English" });
    expect(screen.getByRole("radiogroup", { name: "Interface language" })).toBeInTheDocument();
    expect(english).toHaveAttribute("aria-checked", "true");
    expect(english).toHaveAttribute("lang", "en");
    expect(screen.getByRole("radio", { name: "Polski" })).toHaveAttribute("aria-checked", "false");
    expect(english).toHaveTextContent("en");
  });

  it("asks for the other language by click and by keyboard, never for the current one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <LanguageToggle options={options} value="pl" onChange={onChange} label="Język interfejsu" />,
    );
    await user.click(screen.getByRole("radio", { name: "Polski" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: "English" }));
    expect(onChange).toHaveBeenLastCalledWith("en");
    rerender(<LanguageToggle options={options} value="en" onChange={onChange} label="Język interfejsu" />);
    screen.getByRole("radio", { name: "English" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "Polski" })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith("pl");
  });
});
