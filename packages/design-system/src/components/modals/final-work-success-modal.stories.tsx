import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { FinalWorkSuccessModal } from "./final-work-success-modal";

const meta = {
  title: "Components/FinalWorkSuccessModal",
  component: FinalWorkSuccessModal,
  args: {
    title: "Praca została wysłana",
    message: "Dziękujemy! Ocena pracy zaliczeniowej potrwa do 3 dni roboczych. Powiadomimy Cię e-mailem.",
    okLabel: "OK",
    closeLabel: "Zamknij",
    onOk: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Wyślij pracę</Button>
      <FinalWorkSuccessModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof FinalWorkSuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Wyślij pracę");
    await expect(within(dialog).getByRole("heading", { name: "Praca została wysłana" })).toBeVisible();
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openByKeyboard(canvasElement, "Wyślij pracę");
    await closeWithEscape(trigger);
  },
};

export const Ok: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Wyślij pracę");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Twoja praca zaliczeniowa została pomyślnie przesłana do oceny prowadzącego",
    message:
      "Dziękujemy za przesłanie pracy! Prowadzący oceni ją w ciągu maksymalnie 3 dni roboczych. O wyniku poinformujemy Cię wiadomością e-mail oraz powiadomieniem na platformie; do tego czasu możesz kontynuować naukę w kolejnych modułach.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Wyślij pracę");
  },
};

export const English: Story = {
  args: {
    title: "Your work was sent",
    message: "The review takes up to 3 business days.",
    closeLabel: "Close",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Wyślij pracę");
  },
};

/** A final work of several tasks: the next task without an answer is named and offered as the primary action. */
export const NextTaskOffered: Story = {
  args: {
    title: "Odpowiedź została wysłana",
    message: "Ocena pracy trwa do 3 dni roboczych. Powiadomimy Cię o wyniku.",
    next: {
      message: "Na Twoją odpowiedź czeka jeszcze: Pokaż wideo z prezentacją.",
      label: "Następne zadanie",
      onPress: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Wyślij pracę");
    await expect(within(dialog).getByText(/Pokaż wideo z prezentacją/)).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "OK" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Następne zadanie" })).toBeVisible();
  },
};
