import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DialogTrigger } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { Dialog, Modal } from "./dialog";

function Example({ dismissable = true, onConfirm = () => {} }: { dismissable?: boolean; onConfirm?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Otwórz</Button>
      <Modal isDismissable={dismissable} isKeyboardDismissDisabled={!dismissable}>
        <Dialog
          title="Zapisz się"
          closeLabel={dismissable ? "Zamknij" : undefined}
          actions={(close) => (
            <Button
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              Potwierdź
            </Button>
          )}
        >
          Treść
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe("Modal and Dialog", () => {
  it("is named by its heading, traps focus and returns it to the trigger on Escape", async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Zapisz się" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // react-aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(screen.getByRole("button", { name: "Otwórz" })).toHaveFocus());
  });

  it("closes from its labelled close button and from an action", async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Otwórz" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Zamknij" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Otwórz" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Potwierdź" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("ignores Escape when not dismissable", async () => {
    render(<Example dismissable={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Otwórz" }));
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
