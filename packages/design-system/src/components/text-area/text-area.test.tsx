import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TextArea } from "./text-area";

describe("TextArea", () => {
  it("accepts multi-line text", async () => {
    const onChange = vi.fn();
    render(<TextArea label="Opinia" onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Opinia" }), "a{Enter}b");
    expect(onChange).toHaveBeenLastCalledWith("a\nb");
  });

  it("shows an error linked to the text area", () => {
    render(<TextArea label="Opinia" isInvalid errorMessage="Za krótka opinia" />);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Za krótka opinia");
  });
});
