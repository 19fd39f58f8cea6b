import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("is named by its label and reports typed text", async () => {
    const onChange = vi.fn();
    render(<TextField label="Imię" onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Imię" }), "Ola");
    expect(onChange).toHaveBeenLastCalledWith("Ola");
  });

  it("shows a passed error and links it to the input", () => {
    render(<TextField label="E-mail" isInvalid errorMessage="Nieprawidłowy adres e-mail" />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Nieprawidłowy adres e-mail");
  });

  it("validates as the user types with a validate function", async () => {
    render(
      <TextField
        label="Nazwa"
        isRequired
        validationBehavior="aria"
        validate={(value) => (value.trim() ? null : "Pole wymagane")}
      />,
    );
    const input = screen.getByRole("textbox", { name: /Nazwa/ });
    expect(input).toHaveAttribute("aria-required", "true");
    await userEvent.type(input, "a");
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Pole wymagane")).toBeInTheDocument();
  });

  it("links help text", () => {
    render(<TextField label="E-mail" description="Na ten adres wyślemy certyfikat" />);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Na ten adres wyślemy certyfikat");
  });
});
