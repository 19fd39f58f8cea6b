/**
 * The work page's single-key shortcuts, as WCAG 2.1.4 allows them: they act only while focus is inside the work
 * (never in a field being typed in), and the reviewer can turn them off (remembered on this device).
 */
export type ShortcutAction = "next" | "previous" | "approve" | "feedback";

/** Each key and what it does, in the order the shortcuts' dialog lists them. */
export const shortcutKeys: readonly { key: string; action: ShortcutAction }[] = [
  { key: "j", action: "next" },
  { key: "k", action: "previous" },
  { key: "a", action: "approve" },
  { key: "r", action: "feedback" },
];

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

/** Where a key types a character rather than giving a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox']") !== null
  );
}

/** The shortcut a key press gives, if any: a bare letter (no modifier), outside any field. */
export function shortcutOf(press: KeyPress): ShortcutAction | undefined {
  if (press.ctrlKey || press.metaKey || press.altKey || press.shiftKey || press.isComposing) return undefined;
  if (isTyping(press.target)) return undefined;
  return shortcutKeys.find(({ key }) => key === press.key.toLowerCase())?.action;
}

const SETTING_KEY = "reviewShortcuts";
type Shelf = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether the shortcuts are on (by default; a reviewer who turned them off finds them off). */
export function shortcutsOn(shelf: Shelf | undefined): boolean {
  try {
    return shelf?.getItem(SETTING_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setShortcutsOn(shelf: Shelf | undefined, on: boolean): void {
  try {
    if (on) shelf?.removeItem(SETTING_KEY);
    else shelf?.setItem(SETTING_KEY, "off");
  } catch {
    // Blocked storage: the choice holds while the page is open.
  }
}

/** Forgets the choice (the stories start each with the shortcuts on). */
export const forgetShortcutsSetting = (shelf: Shelf | undefined) => setShortcutsOn(shelf, true);
