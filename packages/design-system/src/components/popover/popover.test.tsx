import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DialogTrigger } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { durations } from "../../theme/constants";
import { Button } from "../button/button";
import { Popover, PopoverDialog } from "./popover";

function Example() {
  return (
    <DialogTrigger>
      <Button>Sortowanie</Button>
      <Popover>
        <PopoverDialog title="Sortuj">Od A do Z</PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

describe("Popover", () => {
  it("opens from its trigger, closes on Escape and returns focus", async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Sortuj" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Sortowanie" })).toHaveFocus());
  });

  it("fades out over the popover-close token, which equals durations.popoverCloseMs", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole("button"));
    const popover = (await screen.findByRole("dialog")).parentElement as HTMLElement;
    expect(popover.className).toContain("data-[exiting]:duration-(--campus-duration-popover-close)");
    expect(popover.className).toContain("motion-reduce:transition-none");
    const theme = readFileSync(resolve(__dirname, "../../styles/theme.css"), "utf8");
    expect(theme).toContain(`--campus-duration-popover-close: ${durations.popoverCloseMs}ms;`);
  });
});
