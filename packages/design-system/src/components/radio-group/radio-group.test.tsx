import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Radio, RadioGroup } from "./radio-group";

describe("RadioGroup", () => {
  it("moves and selects with arrows from one tab stop", async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Typ" defaultValue="a" onChange={onChange}>
        <Radio value="a">A</Radio>
        <Radio value="b">B</Radio>
      </RadioGroup>,
    );
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "A" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "B" })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith("b");
    expect(screen.getByRole("radiogroup", { name: "Typ" })).toBeInTheDocument();
  });
});
