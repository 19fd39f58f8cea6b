import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchField } from "./search-field";

describe("SearchField", () => {
  it("submits on Enter and clears with the labelled button", async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Szukaj" clearLabel="Wyczyść" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole("searchbox", { name: "Szukaj" });
    await userEvent.type(input, "kurs{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("kurs");
    await userEvent.click(screen.getByRole("button", { name: "Wyczyść" }));
    expect(onClear).toHaveBeenCalled();
    expect(input).toHaveValue("");
  });

  it("clears on Escape", async () => {
    render(<SearchField label="Szukaj" clearLabel="Wyczyść" defaultValue="abc" />);
    const input = screen.getByRole("searchbox");
    input.focus();
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });
});
