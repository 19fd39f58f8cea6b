import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, expectFocusTrapped, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { EndTestConfirmModal } from "./end-test-confirm-modal";

const meta = {
  title: "Components/EndTestConfirmModal",
  component: EndTestConfirmModal,
  args: {
    title: "Zakończyć test?",
    message: "Po zakończeniu testu nie będzie można zmienić odpowiedzi.",
    unansweredText: "Nie odpowiedziano na 3 z 20 pytań.",
    confirmLabel: "Zakończ test",
    cancelLabel: "Wróć do testu",
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Zakończ</Button>
      <EndTestConfirmModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof EndTestConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Zakończ");
    await expect(dialog).toHaveAttribute("role", "alertdialog");
    await expect(within(dialog).getByText("Nie odpowiedziano na 3 z 20 pytań.")).toBeVisible();
  },
};

export const AllAnswered: Story = {
  args: { unansweredText: undefined },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Zakończ");
  },
};

/** Cancel has focus first; Escape cancels and focus returns to the trigger. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Zakończ");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Wróć do testu" })).toHaveFocus());
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Zakończ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zakończ test" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.body.querySelector("[role='alertdialog']")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Czy na pewno chcesz zakończyć test końcowy z modułu „Przedsiębiorczość społeczna w praktyce”?",
    message:
      "Po zakończeniu testu Twoje odpowiedzi zostaną przesłane do oceny i nie będzie można ich już zmienić. Wynik zobaczysz od razu na stronie podsumowania modułu.",
    unansweredText: "Nie udzielono odpowiedzi na 12 z 40 pytań — pytania bez odpowiedzi zostaną uznane za błędne.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Zakończ");
  },
};

export const English: Story = {
  args: {
    title: "End the test?",
    message: "You cannot change your answers afterwards.",
    unansweredText: "3 of 20 questions are unanswered.",
    confirmLabel: "End test",
    cancelLabel: "Back to the test",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Zakończ");
  },
};
