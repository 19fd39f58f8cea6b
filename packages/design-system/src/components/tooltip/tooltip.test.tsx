import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "../button/button";
import { Tooltip, TooltipTrigger } from "./tooltip";

function Example() {
  return (
    <TooltipTrigger delay={0}>
      <Button>Ulubione</Button>
      <Tooltip>Dodaj do ulubionych</Tooltip>
    </TooltipTrigger>
  );
}

describe("Tooltip", () => {
  it("opens on keyboard focus, describes the trigger and closes on Escape", async () => {
    render(<Example />);
    await userEvent.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Dodaj do ulubionych");
    expect(screen.getByRole("button")).toHaveAttribute("aria-describedby", tooltip.id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    expect(screen.getByRole("button")).toHaveFocus();
  });

  it("opens on hover", async () => {
    const { container } = render(<Example />);
    // react-aria opens hover tooltips only once it has seen a pointer move (not a keyboard user).
    await userEvent.hover(container);
    await userEvent.hover(screen.getByRole("button"));
    expect(await screen.findByRole("tooltip")).toBeInTheDocument();
  });
});
