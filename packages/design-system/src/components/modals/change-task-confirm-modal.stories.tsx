import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, expectFocusTrapped, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { ChangeTaskConfirmModal } from "./change-task-confirm-modal";

const meta = {
  title: "Components/ChangeTaskConfirmModal",
  component: ChangeTaskConfirmModal,
  args: {
    title: "Zmienić zadanie?",
    message: "Niezapisany tekst Twojej pracy zaliczeniowej zostanie utracony.",
    confirmLabel: "Zmień zadanie",
    cancelLabel: "Anuluj",
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Wybierz inne zadanie</Button>
      <ChangeTaskConfirmModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ChangeTaskConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Wybierz inne zadanie");
    await expect(within(dialog).getByRole("heading", { name: "Zmienić zadanie?" })).toBeVisible();
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Wybierz inne zadanie");
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelByEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Wybierz inne zadanie");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Anuluj" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByClick(canvasElement, "Wybierz inne zadanie");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zmień zadanie" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Czy na pewno chcesz zmienić temat pracy zaliczeniowej na inny z listy dostępnych zadań?",
    message:
      "Tekst, który napisałeś w edytorze od ostatniego zapisu, zostanie bezpowrotnie utracony. Jeżeli chcesz go zachować, anuluj zmianę, skopiuj treść do innego dokumentu i dopiero wtedy wybierz nowe zadanie.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Wybierz inne zadanie");
  },
};
