import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from "react-aria-components";
import { durations } from "../../theme/constants";

// The queue lives apart from the toast region, so an app can create it at start without loading the region.

export type ToastVariant = "success" | "error" | "warning";

/** What one toast shows. All strings come already translated. */
export type ToastData = {
  /** Colour and icon. */
  variant: ToastVariant;
  /** The short message (read first by screen readers). */
  title: string;
  /** Optional details below the title. */
  description?: string;
  /**
   * One action the toast offers, e.g. "Cofnij" after a deletion: a button beside the message that runs it and
   * closes the toast. Whoever hovers or focuses the toasts stops their timers, so the action stays reachable.
   */
  action?: ToastAction;
};

/** A toast's action button: its text and what it does. */
export type ToastAction = { label: string; onAction: () => void };

export type AddToastOptions = Omit<ToastOptions, "timeout"> & {
  /**
   * Milliseconds until the toast closes by itself; defaults to `durations.toastMs`. `null` keeps it
   * until the user closes it (for errors that need action, and for screenshots).
   */
  timeout?: number | null;
};

/**
 * A toast queue whose toasts close by themselves after `durations.toastMs`. The region pauses every
 * timer while it is hovered or focused, so a keyboard or screen-reader user never loses a toast they
 * are reading.
 */
export class ToastQueue extends AriaToastQueue<ToastData> {
  /** Shows a toast and returns its key (for `close(key)`). */
  show(content: ToastData, { timeout, ...options }: AddToastOptions = {}): string {
    return this.add(content, {
      ...options,
      timeout: timeout === null ? undefined : (timeout ?? durations.toastMs),
    });
  }
}

/** A new queue; create one per app (or per story/test) and pass it to `<Toaster>`. */
export function createToastQueue(maxVisibleToasts = 5): ToastQueue {
  return new ToastQueue({ maxVisibleToasts });
}
