import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2 } from "lucide-react";
import { DialogTrigger } from "react-aria-components";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Dialog, Modal } from "./dialog";
import { closeWithEscape, expectFocusTrapped, openByClick, openByKeyboard } from "./dialog.play";

const onConfirm = fn();

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  args: {
    title: "Zapisz się na kurs",
    closeLabel: "Zamknij",
    children: "Po zapisaniu kurs pojawi się na stronie głównej, a Twoje postępy będą zapisywane automatycznie.",
  },
  parameters: { docs: { story: { inline: false, height: "480px" } } },
  render: (args) => (
    <DialogTrigger>
      <Button>Otwórz okno</Button>
      <Modal>
        <Dialog
          {...args}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Anuluj
              </Button>
              <Button
                onPress={() => {
                  onConfirm();
                  close();
                }}
              >
                Zapisz się
              </Button>
            </>
          )}
        />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Otwórz okno");
    await expect(within(dialog).getByRole("heading", { name: "Zapisz się na kurs" })).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-labelledby");
  },
};

/** Enter opens it, Tab stays inside, Escape closes it and focus returns to the trigger. */
export const KeyboardFocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Otwórz okno");
    await expectFocusTrapped(dialog);
    await closeWithEscape(trigger);
  },
};

/** An action closes the dialog through `close` and focus returns to the trigger. */
export const ActionCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement, "Otwórz okno");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zapisz się" }));
    await expect(onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button in the corner carries its label prop. */
export const CloseButton: Story = {
  args: { closeLabel: "Close" },
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Otwórz okno");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Not dismissable: neither Escape nor a click outside closes it; only an action does. */
export const NotDismissable: Story = {
  args: { title: "Zakończ test", closeLabel: undefined, children: "Ten krok wymaga decyzji." },
  render: (args) => (
    <DialogTrigger>
      <Button>Otwórz okno</Button>
      <Modal isDismissable={false} isKeyboardDismissDisabled size="sm">
        <Dialog {...args} role="alertdialog" actions={(close) => <Button onPress={close}>Rozumiem</Button>} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, "Otwórz okno");
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole("alertdialog")).toBeVisible();
  },
};

export const SizeSmall: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Otwórz okno</Button>
      <Modal size="sm">
        <Dialog {...args} actions={(close) => <Button onPress={close}>OK</Button>} />
      </Modal>
    </DialogTrigger>
  ),
  play: Open.play,
};

export const SizeLarge: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Otwórz okno</Button>
      <Modal size="lg">
        <Dialog {...args} actions={(close) => <Button onPress={close}>OK</Button>} />
      </Modal>
    </DialogTrigger>
  ),
  play: Open.play,
};

/** A destructive confirmation as an alert dialog. */
export const DangerConfirmation: Story = {
  args: { title: "Usunąć plik?", children: "Plik praca-koncowa.pdf zostanie usunięty z Twojego zgłoszenia." },
  render: (args) => (
    <DialogTrigger>
      <Button>Otwórz okno</Button>
      <Modal size="sm">
        <Dialog
          {...args}
          role="alertdialog"
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Anuluj
              </Button>
              <Button variant="danger" icon={<Trash2 />} onPress={close}>
                Usuń plik
              </Button>
            </>
          )}
        />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openByClick(canvasElement, "Otwórz okno");
    await expect(dialog).toHaveAttribute("role", "alertdialog");
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Czy na pewno chcesz przerwać rozwiązywanie zamkniętego testu sprawdzającego wiedzę z modułu?",
    children: (
      <div className="flex flex-col gap-3">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <p key={key}>
            Jeżeli przerwiesz test teraz, udzielone odpowiedzi nie zostaną sprawdzone, a kolejne podejście rozpoczniesz
            od pierwszego pytania. Test można powtarzać bez ograniczeń, jednak każde podejście trwa maksymalnie
            dwadzieścia minut.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Otwórz okno");
  },
};

export const English: Story = {
  args: {
    title: "Join the course",
    closeLabel: "Close",
    children: "Once you join, the course appears on your home page and your progress is saved automatically.",
  },
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Otwórz okno");
  },
};

/** On a phone the dialog fills the width less a margin. */
export const Mobile: Story = {
  tags: ["responsive"],
  play: async ({ canvasElement }) => {
    await openByClick(canvasElement, "Otwórz okno");
  },
};
