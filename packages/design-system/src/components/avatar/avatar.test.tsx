import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./avatar";

describe("Avatar", () => {
  it("takes the initials of the first and last word", () => {
    expect(initialsOf("Anna Maria Nowak")).toBe("AN");
    expect(initialsOf("  łukasz  żółkiewski ")).toBe("ŁŻ");
    expect(initialsOf("Agnieszka")).toBe("A");
    expect(initialsOf("")).toBe("");
  });

  it("is named by the person's name", () => {
    render(<Avatar name="Jan Kowalski" />);
    expect(screen.getByRole("img", { name: "Jan Kowalski" })).toHaveTextContent("JK");
  });

  it("falls back to the initials when the picture fails", () => {
    render(<Avatar name="Jan Kowalski" src="/missing.png" />);
    const img = document.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Jan Kowalski" })).toHaveTextContent("JK");
  });

  it("hides itself from assistive technology when decorative", () => {
    render(<Avatar name="Jan Kowalski" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
