import { type AddToastOptions, createToastQueue, type ToastAction, type ToastQueue } from "@campus/design-system";

/** How a toast is shown: its timing, and the one action it may offer (e.g. undo). */
export type ToastOptions = AddToastOptions & { action?: ToastAction };

import { createContext, type ReactNode, useContext, useMemo } from "react";

/** Shows toasts (SPEC section 2: bottom right, closing after 5 s); the strings come translated. */
export interface Toasts {
  queue: ToastQueue;
  success(title: string, description?: string, options?: ToastOptions): string;
  error(title: string, description?: string, options?: ToastOptions): string;
  warning(title: string, description?: string, options?: ToastOptions): string;
}

/**
 * The campus's toasts over a queue. A message already on screen is not stacked a second time (a load error said
 * again by a retry, or by a page that mounted anew): the one shown goes and the new one takes its place, so it
 * is announced again and stays its full time.
 */
export function createToasts(queue: ToastQueue = createToastQueue()): Toasts {
  const show =
    (variant: "success" | "error" | "warning") =>
    (title: string, description?: string, { action, ...options }: ToastOptions = {}) => {
      if (!action) {
        const shown = queue.visibleToasts.find(
          ({ content }) =>
            content.variant === variant &&
            content.title === title &&
            content.description === description &&
            !content.action,
        );
        if (shown) queue.close(shown.key);
      }
      return queue.show(
        { variant, title, ...(description ? { description } : {}), ...(action ? { action } : {}) },
        options,
      );
    };
  return { queue, success: show("success"), error: show("error"), warning: show("warning") };
}

const ToastsContext = createContext<Toasts | null>(null);

/** One toast queue for the campus; the shell draws its region, anything below can add to it. */
export function ToastsProvider({ toasts, children }: { toasts?: Toasts; children: ReactNode }) {
  const value = useMemo(() => toasts ?? createToasts(), [toasts]);
  return <ToastsContext.Provider value={value}>{children}</ToastsContext.Provider>;
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error("useToasts needs a <ToastsProvider> above it.");
  return toasts;
}
