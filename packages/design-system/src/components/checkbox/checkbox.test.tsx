import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox, CheckboxGroup } from "./checkbox";

describe("Checkbox", () => {
  it("toggles with Space", async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Ulubione</Checkbox>);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "Ulubione" })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("reports the group value as the list of checked values", async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Ranga" onChange={onChange}>
        <Checkbox value="1">Jeden</Checkbox>
        <Checkbox value="2">Dwa</Checkbox>
      </CheckboxGroup>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Dwa" }));
    expect(onChange).toHaveBeenCalledWith(["2"]);
    expect(screen.getByRole("group", { name: "Ranga" })).toBeInTheDocument();
  });
});
