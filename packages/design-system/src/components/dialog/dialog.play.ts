import { expect, userEvent, waitFor, within } from "storybook/test";

const dialogSelector = "[role='dialog'], [role='alertdialog']";

/** The open dialog or alert dialog, portalled to the body. */
export function findDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.body.querySelector<HTMLElement>(dialogSelector);
    if (!dialog) throw new Error("No dialog is open");
    return dialog;
  });
}

/**
 * Shared play steps for modal stories: open the modal from its trigger by keyboard and prove that
 * focus moves in and stays trapped; close with Escape and prove focus returns to the trigger.
 */
export async function openByKeyboard(canvasElement: HTMLElement, triggerName: string | RegExp) {
  const trigger = within(canvasElement).getByRole("button", { name: triggerName });
  trigger.focus();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const dialog = await findDialog();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { trigger, dialog };
}

/** Tabs forward through more stops than the dialog has: focus never leaves it. */
export async function expectFocusTrapped(dialog: HTMLElement, stops = 6) {
  for (let step = 0; step < stops; step++) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await userEvent.tab({ shift: true });
  await expect(dialog.contains(document.activeElement)).toBe(true);
}

export async function closeWithEscape(trigger: HTMLElement) {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(document.body.querySelector(dialogSelector)).toBeNull(), { timeout: 2000 });
  await waitFor(() => expect(trigger).toHaveFocus());
}

export async function openByClick(canvasElement: HTMLElement, triggerName: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: triggerName }));
  return findDialog();
}
