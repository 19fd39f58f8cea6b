import { cva } from "class-variance-authority";
import { ArrowLeft, X } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export type DrawerPlacement = "left" | "right" | "bottom";
export type DrawerSize = "full" | "panel";

const overlayClass = cn(
  "fixed inset-0 z-50 flex bg-overlay",
  "transition-opacity duration-300 ease-out data-[entering]:opacity-0 data-[exiting]:opacity-0",
  "motion-reduce:transition-none",
);

/** The panel of `Drawer` by placement and size, for a host's own panel that must match. */
export const drawerPanelVariants = cva(
  [
    "flex max-h-full flex-col bg-surface-raised text-fg shadow-xl outline-none",
    "transition-transform duration-300 ease-out motion-reduce:transition-none",
    "forced-colors:border forced-colors:border-[CanvasText]",
  ],
  {
    variants: {
      placement: {
        left: "mr-auto h-full data-[entering]:-translate-x-full data-[exiting]:-translate-x-full border-r-edge border-border",
        right:
          "ml-auto h-full data-[entering]:translate-x-full data-[exiting]:translate-x-full border-l-edge border-border",
        bottom:
          "mt-auto w-full max-h-[85dvh] rounded-t-card data-[entering]:translate-y-full data-[exiting]:translate-y-full border-t-edge border-border",
      },
      size: {
        full: "w-full",
        panel: "w-full max-w-md",
      },
    },
    compoundVariants: [{ placement: "bottom", className: "max-w-none" }],
    defaultVariants: { placement: "right", size: "panel" },
  },
);

const headerButtonClass = cn(
  focusRing,
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-control text-fg",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
);

export type DrawerProps = {
  /** The heading of the drawer; it also names the dialog. */
  title: ReactNode;
  /** Keep the title for screen readers only (the content has its own visible heading, e.g. a profile tile). */
  hideTitle?: boolean;
  /**
   * Which edge it slides from. `left` is the mobile menu, `right` the side drawers, `bottom` the sheets.
   * @default "right"
   */
  placement?: DrawerPlacement;
  /** `full` covers the whole width; `panel` stops at 28rem on wide screens. Default: `full` on the left, else `panel`. */
  size?: DrawerSize;
  /** Accessible name of the close button. The close button shows only when this is given. */
  closeLabel?: string;
  /** Name of the back button (a second-level drawer returns to the first). The back button shows only with `onBack`. */
  backLabel?: string;
  /** Called by the back button. */
  onBack?: () => void;
  /** Controlled open state. Inside a `DrawerTrigger` the trigger drives it instead. */
  isOpen?: boolean;
  /** Called when the drawer opens or closes (Escape, click on the scrim, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Clicking the scrim closes the drawer. Default `true`. */
  isDismissable?: boolean;
  /** Content below the header, e.g. actions pinned to the bottom. */
  footer?: ReactNode;
  /** The drawer's content, scrolling under the header. */
  children?: ReactNode;
  /** Extra classes for the drawer's content box. */
  className?: string;
};

/**
 * A modal drawer sliding in from an edge. It traps focus, closes with Escape or a click on the scrim, and
 * (inside `DrawerTrigger`) returns focus to the control that opened it. Under reduced motion it appears
 * without sliding.
 */
export function Drawer({
  title,
  hideTitle = false,
  placement = "right",
  size,
  closeLabel,
  backLabel,
  onBack,
  isOpen,
  onOpenChange,
  isDismissable = true,
  footer,
  children,
  className,
}: DrawerProps) {
  const resolvedSize = size ?? (placement === "left" ? "full" : "panel");
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
      className={overlayClass}
    >
      <Modal
        data-placement={placement}
        className={cn(drawerPanelVariants({ placement, size: resolvedSize }), className)}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none" data-slot="drawer">
          {({ close }) => (
            <>
              <div className="flex min-h-header shrink-0 items-center gap-2 border-b border-border px-4 py-3">
                {onBack && backLabel ? (
                  <AriaButton aria-label={backLabel} onPress={onBack} className={headerButtonClass}>
                    <ArrowLeft aria-hidden="true" className="size-5" />
                  </AriaButton>
                ) : null}
                <Heading
                  slot="title"
                  className={cn("min-w-0 flex-1 text-lead font-semibold text-fg", hideTitle && "sr-only")}
                >
                  {title}
                </Heading>
                {closeLabel ? (
                  <AriaButton aria-label={closeLabel} onPress={close} className={cn(headerButtonClass, "ml-auto")}>
                    <X aria-hidden="true" className="size-5" />
                  </AriaButton>
                ) : null}
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
              {footer ? <div className="shrink-0 border-t border-border px-4 py-4">{footer}</div> : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export type DrawerTriggerProps = DialogTriggerProps;

/**
 * Pairs a pressable trigger (first child) with a `Drawer` (second child): opens on press and returns focus
 * to the trigger when the drawer closes.
 */
export function DrawerTrigger(props: DrawerTriggerProps) {
  return <DialogTrigger {...props} />;
}
