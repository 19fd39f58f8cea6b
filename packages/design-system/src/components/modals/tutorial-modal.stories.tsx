import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { closeWithEscape, openByClick, openByKeyboard } from "../dialog/dialog.play";
import { TutorialModal } from "./tutorial-modal";

const meta = {
  title: "Components/TutorialModal",
  component: TutorialModal,
  args: {
    steps: [
      { title: "Witaj w Campusie", body: "Pokażemy Ci w trzech krokach, jak korzystać z platformy." },
      { title: "Wybierz kurs", body: "Na stronie głównej znajdziesz programy i kursy. Zapisz się jednym kliknięciem." },
      { title: "Śledź postępy", body: "Pasek postępu pokazuje, ile lekcji już ukończyłeś." },
    ],
    stepLabel: (step: number, total: number) => `Krok ${step} z ${total}`,
    nextLabel: "Dalej",
    backLabel: "Wstecz",
    finishLabel: "Zakończ",
    closeLabel: "Zamknij samouczek",
    onFinish: fn(),
  },
  parameters: { docs: { story: { inline: false, height: "460px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Pokaż samouczek</Button>
      <TutorialModal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof TutorialModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Pokaż samouczek");
    await expect(within(dialog).getByText("Krok 1 z 3")).toBeVisible();
    await expect(within(dialog).queryByRole("button", { name: "Wstecz" })).toBeNull();
  },
};

/** Enter moves through the steps, back returns, finish closes and focus goes back to the trigger. */
export const KeyboardSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Pokaż samouczek");
    const next = within(dialog).getByRole("button", { name: "Dalej" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(within(dialog).getByText("Krok 2 z 3")).toBeVisible();
    await expect(within(dialog).getByRole("heading", { name: "Wybierz kurs" })).toBeVisible();
    within(dialog).getByRole("button", { name: "Wstecz" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(within(dialog).getByText("Krok 1 z 3")).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Dalej" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    const finish = within(dialog).getByRole("button", { name: "Zakończ" });
    await expect(finish).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.body.querySelector("[role='dialog']")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LastStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Pokaż samouczek");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dalej" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Dalej" }));
    await expect(within(dialog).getByText("Krok 3 z 3")).toBeVisible();
  },
};

export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openByKeyboard(canvasElement, "Pokaż samouczek");
    await closeWithEscape(trigger);
  },
};

export const LongPolishText: Story = {
  args: {
    steps: [
      {
        title: "Przygotowanie pracy zaliczeniowej krok po kroku z edytorem tekstu",
        body: "W edytorze możesz formatować tekst, dodawać listy i nagłówki, a Twoja praca zapisuje się automatycznie co kilka sekund. Przed wysłaniem sprawdź, czy spełnia wszystkie wymagania opisane w treści zadania, ponieważ po przesłaniu nie będzie można jej zmienić.",
      },
      { title: "Wysyłka", body: "Po wysłaniu prowadzący oceni pracę w ciągu 3 dni roboczych." },
    ],
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Pokaż samouczek");
  },
};

export const English: Story = {
  args: {
    steps: [
      { title: "Welcome to Campus", body: "A quick tour in two steps." },
      { title: "Track progress", body: "The bar shows how many lessons you finished." },
    ],
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
    nextLabel: "Next",
    backLabel: "Back",
    finishLabel: "Finish",
    closeLabel: "Close tutorial",
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Pokaż samouczek");
    await expect(within(dialog).getByText("Step 1 of 2")).toBeVisible();
  },
};
