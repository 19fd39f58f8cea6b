import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./switch";

describe("Switch", () => {
  it("toggles with Space and by click", async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Kontrast</Switch>);
    const control = screen.getByRole("switch", { name: "Kontrast" });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(control).toBeChecked();
    await userEvent.click(control);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
