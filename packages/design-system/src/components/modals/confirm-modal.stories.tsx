import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, expectFocusTrapped, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { ConfirmModal } from "./confirm-modal";

const meta = {
  title: "Components/ConfirmModal",
  component: ConfirmModal,
  args: {
    title: "Dezaktywować konto: Anna Kowalska?",
    children: "Anna Kowalska zostanie od razu wylogowana i nie zaloguje się, dopóki konto nie zostanie przywrócone.",
    confirmLabel: "Dezaktywuj",
    cancelLabel: "Anuluj",
    confirmVariant: "danger",
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "360px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Dezaktywuj</Button>
      <ConfirmModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A step that removes or blocks something: the confirm button is the danger one, the question an alert dialog. */
export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Dezaktywuj");
    await expect(dialog).toHaveAttribute("role", "alertdialog");
    await expect(within(dialog).getByRole("heading", { name: "Dezaktywować konto: Anna Kowalska?" })).toBeVisible();
  },
};

/** A plain question: the confirm button is the primary one. */
export const Primary: Story = {
  args: {
    title: "Przejąć pracę?",
    children: "Ewa Kaczmarek ocenia tę pracę. Po przejęciu to Ty ją ocenisz.",
    confirmLabel: "Przejmij",
    cancelLabel: "Anuluj",
    confirmVariant: "primary",
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Przejmij</Button>
      <ConfirmModal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Przejmij");
  },
};

/** Cancel has focus first, so Enter is the safe choice; Escape cancels and focus returns to the trigger. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Dezaktywuj");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Anuluj" })).toHaveFocus());
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirming calls `onConfirm` once, closes the dialog and gives focus back to the trigger. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Dezaktywuj");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dezaktywuj" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.body.querySelector("[role='alertdialog']")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
