import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./select";

const options = [
  { id: "asc", label: "Nazwa: A–Z" },
  { id: "desc", label: "Nazwa: Z–A" },
];

describe("Select", () => {
  it("opens by keyboard and picks a choice", async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="Sortuj" options={options} placeholder="Wybierz" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelectionChange).toHaveBeenCalledWith("desc");
  });

  it("shows the placeholder until something is chosen", () => {
    render(<Select label="Sortuj" options={options} placeholder="Wybierz" />);
    expect(screen.getByRole("button", { name: /Sortuj/ })).toHaveTextContent("Wybierz");
  });
});
