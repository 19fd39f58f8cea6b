import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, TriangleAlert, X } from "lucide-react";
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import type { ToastQueue } from "./toast-queue";
import { useClearOfFocus } from "./use-clear-of-focus";

/** The box of a toast by kind (`success`, `error`, `warning`), for a host's own notice that must match. */
export const toastVariants = cva(
  [
    "pointer-events-auto flex w-full items-start gap-3 rounded-card border-frame border-border-strong p-4 text-fg shadow-lg",
    "forced-colors:border-[CanvasText]",
  ],
  {
    variants: {
      variant: {
        success: "bg-success-subtle",
        error: "bg-danger-subtle",
        warning: "bg-warning-subtle",
      },
    },
    defaultVariants: { variant: "success" },
  },
);

const icons = {
  success: { Icon: CircleCheck, className: "text-success" },
  error: { Icon: CircleAlert, className: "text-danger" },
  warning: { Icon: TriangleAlert, className: "text-warning" },
} as const;

export type ToasterProps = {
  /** The queue from `createToastQueue()`; call `queue.show(...)` anywhere to add a toast. */
  queue: ToastQueue;
  /** Accessible name of each toast's close button, e.g. "Zamknij powiadomienie". */
  closeLabel: string;
  /** Accessible name of the landmark region (F6 jumps to it), e.g. "Powiadomienia". */
  regionLabel?: string;
  /** Extra classes for the toast region. */
  className?: string;
};

/**
 * The toast region, fixed to the bottom right (to the top right while the focused element is where it would
 * cover it, as the footer's links are). It is a landmark: F6 moves focus into it and back, Tab
 * moves between toasts and their close buttons. New toasts are announced by screen readers.
 */
export function Toaster({ queue, closeLabel, regionLabel, className }: ToasterProps) {
  const [regionRef, placement] = useClearOfFocus();
  return (
    <AriaToastRegion
      ref={regionRef}
      queue={queue}
      aria-label={regionLabel}
      data-placement={placement}
      className={cn(
        "pointer-events-none fixed end-4 bottom-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col-reverse gap-3 outline-none",
        className,
      )}
      // Inline, so it wins over a host's own bottom offset in `className` (above a bottom bar, say).
      style={placement === "top" ? { top: "1rem", bottom: "auto" } : undefined}
    >
      {({ toast }) => {
        const { variant, title, description, action } = toast.content;
        const { Icon, className: iconClass } = icons[variant];
        return (
          <AriaToast
            toast={toast}
            // The kind for a host's checks (a warning, not an error), which the icon and colour only show.
            data-variant={variant}
            className={cn(toastVariants({ variant }), focusRing)}
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconClass)} />
            <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-1">
              <Text slot="title" className="text-body font-semibold break-words">
                {title}
              </Text>
              {description ? (
                <Text slot="description" className="text-small break-words">
                  {description}
                </Text>
              ) : null}
            </AriaToastContent>
            {action ? (
              <AriaButton
                onPress={() => {
                  action.onAction();
                  queue.close(toast.key);
                }}
                className={cn(
                  "-my-1 inline-flex min-h-8 shrink-0 items-center rounded-control border border-border-strong bg-surface px-3",
                  "text-small font-semibold text-fg underline-offset-2 data-[hovered]:underline data-[pressed]:bg-surface-sunken",
                  "forced-colors:border-[ButtonText]",
                  focusRing,
                )}
              >
                {action.label}
              </AriaButton>
            ) : null}
            <AriaButton
              slot="close"
              aria-label={closeLabel}
              className={cn(
                "-me-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-control text-fg",
                "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken",
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
