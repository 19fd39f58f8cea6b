import type { CallName } from "@campus/contract";
import { expect, userEvent, within } from "storybook/test";
import { callLog } from "./handlers";

/**
 * Helpers of play functions. Overlays (drawers, menus, toasts) are portalled to the body, outside the story's
 * canvas, so they are found on the whole document.
 */
export const screen: ReturnType<typeof within> = within(document.body);

/** The desktop shell (top bar with menu items and controls) shows from 1300px; below it the mobile shell. */
export const isDesktop = () => window.matchMedia("(min-width: 1300px)").matches;

/**
 * Presses Tab until `target` has focus, proving a keyboard user reaches it; fails when it takes more than
 * `limit` presses (it is not in the tab order, or sits far behind what a learner would tab through).
 */
export async function tabTo(target: HTMLElement, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** The calls of one name that the story's handlers answered, in order, with their bodies. */
export const callsTo = (name: CallName) => callLog.filter((call) => call.name === name);
