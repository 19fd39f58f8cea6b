import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, expectFocusTrapped, findDialog, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { DemoOnlyModal } from "./demo-only-modal";

const meta = {
  title: "Components/DemoOnlyModal",
  component: DemoOnlyModal,
  args: {
    title: "Funkcja dostępna w pełnej wersji",
    message:
      "W wersji demonstracyjnej możesz obejrzeć kurs, ale zapis postępów i certyfikat są dostępne po założeniu konta.",
    okLabel: "OK",
    closeLabel: "Zamknij",
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Pobierz certyfikat</Button>
      <DemoOnlyModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof DemoOnlyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Pobierz certyfikat");
    await expect(within(dialog).getByRole("heading", { name: "Funkcja dostępna w pełnej wersji" })).toBeVisible();
  },
};

/** Enter opens, Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Pobierz certyfikat");
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

export const CloseWithOk: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Pobierz certyfikat");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(document.body.querySelector("[role='dialog']")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Ta funkcja jest dostępna wyłącznie w pełnej wersji platformy szkoleniowej Campus",
    message:
      "W wersji demonstracyjnej możesz swobodnie przeglądać materiały, oglądać nagrania i rozwiązywać przykładowe testy. Zapisywanie postępów, przesyłanie pracy zaliczeniowej, pobieranie certyfikatu ukończenia oraz kontakt z prowadzącym wymagają bezpłatnej rejestracji w pełnej wersji serwisu.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Pobierz certyfikat");
    await findDialog();
  },
};

export const English: Story = {
  args: {
    title: "Available in the full version",
    message: "Progress and certificates are saved only with an account.",
    closeLabel: "Close",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Pobierz certyfikat");
  },
};
