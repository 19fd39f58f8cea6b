import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Modal as AriaModal,
  type ModalOverlayProps as AriaModalOverlayProps,
  Heading,
  ModalOverlay,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";

/** The box of `Modal` in its sizes, for a host's own modal that must match. */
export const modalVariants = cva(
  [
    "relative flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-card border-frame border-border bg-surface-raised text-fg shadow-2xl outline-none",
    "forced-colors:border-[CanvasText]",
    "transition-[opacity,translate] duration-200 data-[entering]:translate-y-2 data-[entering]:opacity-0",
    "data-[exiting]:translate-y-2 data-[exiting]:opacity-0 motion-reduce:transition-none",
  ],
  {
    variants: {
      size: {
        sm: "max-w-sm",
        md: "max-w-lg",
        lg: "max-w-2xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type ModalProps = Omit<AriaModalOverlayProps, "className" | "children"> & {
  /**
   * Width of the box: `sm` 384px for short confirmations, `md` 512px (default), `lg` 672px for long forms.
   * @default "md"
   */
  size?: VariantProps<typeof modalVariants>["size"];
  /** The `Dialog` shown in the modal. */
  children: ReactNode;
  /** Classes for the modal box (not the scrim). */
  className?: string;
};

/**
 * A modal layer: a scrim over the page and a centred box. Focus is trapped inside and returns to the
 * trigger on close; the page behind is inert. `isDismissable` lets a click outside close it; Escape
 * closes it unless `isKeyboardDismissDisabled` (for steps the user must finish or confirm).
 */
export function Modal({ size, className, children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={[
        "fixed inset-0 z-50 flex min-h-full items-center justify-center bg-overlay p-4",
        "transition-opacity duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0 motion-reduce:transition-none",
      ].join(" ")}
    >
      <AriaModal className={cn(modalVariants({ size }), className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export type DialogProps = Omit<AriaDialogProps, "children" | "className"> & {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** A decorative icon shown above the title (for example a success check). */
  icon?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Footer actions, right aligned; a function gets `close` so an action can close the dialog. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the close button in the corner. Without it there is no close button. */
  closeLabel?: string;
  /** Extra classes for the dialog's content box. */
  className?: string;
};

/**
 * The content of a modal: a heading that names it, a scrollable body and footer actions. Use
 * `role="alertdialog"` for confirmations that interrupt the user.
 */
export function Dialog({ title, icon, children, actions, closeLabel, className, ...props }: DialogProps) {
  return (
    <AriaDialog
      {...props}
      className={cn("flex max-h-[inherit] min-h-0 flex-col overflow-y-auto outline-none", className)}
    >
      {({ close }) => (
        <>
          <div className="flex items-start gap-3 px-6 pt-6 pb-3">
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              {icon ? (
                <span aria-hidden="true" className="inline-flex [&>svg]:size-10">
                  {icon}
                </span>
              ) : null}
              <Heading slot="title" className="text-heading font-semibold text-balance break-words">
                {title}
              </Heading>
            </div>
            {closeLabel ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<X />}
                aria-label={closeLabel}
                onPress={close}
                className="-me-2 -mt-1 text-fg"
              />
            ) : null}
          </div>
          {children ? <div className="px-6 pb-2 text-body text-fg">{children}</div> : null}
          {actions ? (
            <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 rounded-b-card bg-surface-raised px-6 pt-4 pb-6">
              {typeof actions === "function" ? actions(close) : actions}
            </div>
          ) : (
            <div className="pb-4" />
          )}
        </>
      )}
    </AriaDialog>
  );
}
