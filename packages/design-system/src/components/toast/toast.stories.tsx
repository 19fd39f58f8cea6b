import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Toaster } from "./toast";
import { type AddToastOptions, createToastQueue, type ToastData } from "./toast-queue";

type ToastDemoProps = {
  /** Accessible name of the close buttons. */
  closeLabel: string;
  /** Accessible name of the region. */
  regionLabel?: string;
  /** Toasts shown at once, without a timeout so screenshots are stable. */
  initialToasts?: ToastData[];
  /** What the trigger button adds. */
  toast: ToastData;
  /** Timeout for toasts added by the button (`null`: stay until closed). */
  timeout?: AddToastOptions["timeout"];
  triggerLabel?: string;
};

/** A page with a trigger and the toaster; the queue lives in the story. */
function ToastDemo({ closeLabel, regionLabel, initialToasts = [], toast, timeout, triggerLabel }: ToastDemoProps) {
  const [queue] = useState(() => {
    const q = createToastQueue();
    for (const t of initialToasts) q.show(t, { timeout: null });
    return q;
  });
  return (
    <div className="min-h-[420px]">
      <Button onPress={() => queue.show(toast, { timeout })}>{triggerLabel ?? "Zapisz zmiany"}</Button>
      <Toaster queue={queue} closeLabel={closeLabel} regionLabel={regionLabel} />
    </div>
  );
}

const success: ToastData = {
  variant: "success",
  title: "Zapisano zmiany",
  description: "Twój profil został zaktualizowany.",
};
const error: ToastData = {
  variant: "error",
  title: "Nie udało się wysłać pliku",
  description: "Sprawdź połączenie z internetem i spróbuj ponownie.",
};
const warning: ToastData = {
  variant: "warning",
  title: "Sesja wkrótce wygaśnie",
  description: "Zapisz odpowiedzi, aby ich nie utracić.",
};

const meta = {
  title: "Components/Toast",
  component: ToastDemo,
  args: { closeLabel: "Zamknij powiadomienie", regionLabel: "Powiadomienia", toast: success, timeout: null },
  // The stories render a demo page around `Toaster` and its queue, and the props table reads no story file,
  // so the page's texts are written here.
  argTypes: {
    closeLabel: { description: 'Accessible name of each toast\'s close button, e.g. "Zamknij powiadomienie".' },
    regionLabel: { description: 'Accessible name of the toast region (F6 jumps to it), e.g. "Powiadomienia".' },
    toast: {
      description: "What the demo's button adds: `variant` (success, error, warning), `title` and `description`.",
    },
    timeout: {
      description: "How long that toast stays, in ms (`null`: until closed); the queue's default is 5000 ms.",
    },
    initialToasts: { description: "Toasts shown from the start, without a timeout." },
    triggerLabel: { description: 'Text of the demo\'s button, e.g. "Zapisz zmiany".' },
  },
  parameters: {
    layout: "fullscreen",
    docs: {
      story: { inline: false, height: "480px" },
      description: {
        component:
          "Short notices in a landmark at the bottom right: `success`, `error` or `warning`, with a title, an optional description and a close button. Create one queue with `createToastQueue()`, render `<Toaster queue={queue} closeLabel=… regionLabel=… />` once in the shell, and call `queue.show({ variant, title, description })` anywhere. Each toast closes after 5000 ms (`durations.toastMs`) unless hovered or focused; F6 moves into the region and back, and screen readers announce each new toast While keyboard focus is on something the region would cover at the bottom (the footer's links), the region moves to the top right, so a toast never hides the focus.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Tabs until `target` has focus (a few stops at most), proving it is reachable by keyboard. */
async function tabTo(target: HTMLElement, maxStops = 6) {
  for (let stop = 0; stop < maxStops && document.activeElement !== target; stop++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const Playground: Story = { args: { timeout: undefined } };

export const Success: Story = { args: { initialToasts: [success] } };

export const ErrorVariant: Story = { name: "Error", args: { initialToasts: [error] } };

export const Warning: Story = { args: { initialToasts: [warning] } };

export const Stacked: Story = { args: { initialToasts: [success, warning, error] } };

export const TitleOnly: Story = {
  args: { initialToasts: [{ variant: "success", title: "Dodano kurs do ulubionych" }], closeLabel: "Close" },
};

export const LongPolishText: Story = {
  args: {
    initialToasts: [
      {
        variant: "warning",
        title: "Niezapisane odpowiedzi w teście końcowym z przedsiębiorczości społecznej",
        description:
          "Część odpowiedzi nie została jeszcze zapisana na serwerze, ponieważ połączenie z internetem jest niestabilne. Nie zamykaj przeglądarki — spróbujemy ponownie automatycznie za kilka sekund.",
      },
    ],
  },
};

export const NarrowWidth: Story = {
  args: { initialToasts: [error] },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};

/** The button adds a toast; it is announced (role=alertdialog/status inside a labelled region). */
export const ShowByPress: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Zapisz zmiany" }));
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await expect(within(region).getByText("Zapisano zmiany")).toBeVisible();
  },
};

/** F6 jumps into the region, Tab reaches the close button, Enter closes the toast. */
export const KeyboardClose: Story = {
  args: { initialToasts: [error] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Zapisz zmiany" });
    trigger.focus();
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await userEvent.keyboard("{F6}");
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = within(region).getByRole("button", { name: "Zamknij powiadomienie" });
    await tabTo(close);
    await expect(close).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body().queryByText("Nie udało się wysłać pliku")).toBeNull());
    // The region is gone with its last toast; focus goes back where it was before F6.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseFocusVisible: Story = {
  args: { initialToasts: [success] },
  play: async () => {
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await userEvent.keyboard("{F6}");
    const close = within(region).getByRole("button", { name: "Zamknij powiadomienie" });
    await tabTo(close);
    await expect(close).toHaveAttribute("data-focus-visible", "true");
  },
};

const undo = fn();

/** A toast with one action (undo after a deletion): F6 and Tab reach it, Enter runs it and closes the toast. */
export const WithAction: Story = {
  args: {
    initialToasts: [
      {
        variant: "success",
        title: "Usunięto prompt",
        description: "Możesz go jeszcze przywrócić.",
        action: { label: "Cofnij", onAction: undo },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Zapisz zmiany" });
    trigger.focus();
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await userEvent.keyboard("{F6}");
    const action = within(region).getByRole("button", { name: "Cofnij" });
    await tabTo(action);
    await expect(action).toHaveAttribute("data-focus-visible", "true");
  },
};

/** Enter on the action runs it once and closes the toast. */
export const ActionByKeyboard: Story = {
  args: WithAction.args,
  play: async () => {
    undo.mockClear();
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await userEvent.keyboard("{F6}");
    const action = within(region).getByRole("button", { name: "Cofnij" });
    await tabTo(action);
    await userEvent.keyboard("{Enter}");
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByText("Usunięto prompt")).toBeNull());
  },
};

export const English: Story = {
  args: {
    closeLabel: "Dismiss notification",
    regionLabel: "Notifications",
    initialToasts: [{ variant: "success", title: "Your work was sent", description: "We will review it soon." }],
  },
};

/**
 * A page whose footer links sit where the toasts appear: while one of them has keyboard focus the region
 * moves to the top, so the toast never hides the focus (WCAG 2.4.11), and back when focus leaves the footer.
 */
export const ClearOfFocusedFooter: Story = {
  args: { initialToasts: [success] },
  render: (args) => (
    <div className="flex min-h-[calc(100dvh-2rem)] flex-col">
      <ToastDemo {...args} />
      <footer className="mt-auto flex justify-end gap-6 border-t border-border px-4 py-6 text-small">
        <a href="#privacy" className="text-accent-text underline">
          Polityka prywatności
        </a>
        <a href="#terms" className="text-accent-text underline">
          Regulamin
        </a>
      </footer>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = await body().findByRole("region", { name: "Powiadomienia" });
    await expect(region).toHaveAttribute("data-placement", "bottom");
    const terms = within(canvasElement).getByRole("link", { name: "Regulamin" });
    await tabTo(terms);
    await waitFor(() => expect(region).toHaveAttribute("data-placement", "top"));
    const toast = within(region).getByText("Zapisano zmiany").getBoundingClientRect();
    const link = terms.getBoundingClientRect();
    await expect(toast.bottom <= link.top || toast.top >= link.bottom).toBe(true);
  },
};
