import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { ReviewModal } from "./review-modal";

const meta = {
  title: "Components/ReviewModal",
  component: ReviewModal,
  args: {
    title: "Oceń kurs",
    message: "Twoja opinia pomoże nam ulepszać materiały.",
    ratingLabel: "Twoja ocena",
    starLabel: (n: number) => `${n} z 5 gwiazdek`,
    commentLabel: "Komentarz",
    commentDescription: "Opcjonalnie",
    submitLabel: "Wyślij ocenę",
    cancelLabel: "Anuluj",
    closeLabel: "Zamknij",
    onSubmit: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "560px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Oceń kurs</Button>
      <ReviewModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ReviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Oceń kurs");
    await expect(within(dialog).getByRole("radiogroup", { name: "Twoja ocena" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Wyślij ocenę" })).toBeDisabled();
  },
};

export const WithRating: Story = {
  args: { defaultRating: 4 },
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Oceń kurs");
    await expect(within(dialog).getByRole("radio", { name: "4 z 5 gwiazdek" })).toBeChecked();
  },
};

/** Tab to the stars, arrows change the rating, type a comment, submit with Enter. */
export const KeyboardRateAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Oceń kurs");
    const first = within(dialog).getByRole("radio", { name: "1 z 5 gwiazdek" });
    first.focus();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(within(dialog).getByRole("radio", { name: "5 z 5 gwiazdek" })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("Świetny kurs!");
    const submit = within(dialog).getByRole("button", { name: "Wyślij ocenę" });
    await expect(submit).toBeEnabled();
    submit.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, comment: "Świetny kurs!" });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openByKeyboard(canvasElement, "Oceń kurs");
    await closeWithEscape(trigger);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Jak oceniasz kurs „Przedsiębiorczość społeczna w praktyce: od pomysłu do działania”?",
    message:
      "Twoja szczera opinia pomoże autorom udoskonalić materiały, a innym uczestnikom wybrać kurs najlepiej dopasowany do ich potrzeb i doświadczenia.",
    commentDescription: "Opcjonalnie: napisz, co Ci się podobało i co moglibyśmy poprawić w kolejnej edycji kursu.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Oceń kurs");
  },
};
