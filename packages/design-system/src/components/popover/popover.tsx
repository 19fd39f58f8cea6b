import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Heading,
  OverlayArrow,
} from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";

export type PopoverProps = Omit<AriaPopoverProps, "placement" | "children"> & {
  /** Where it opens relative to its trigger, e.g. "bottom start" (it flips when there is no room). */
  placement?: AriaPopoverProps["placement"];
  /** The content: a `PopoverDialog`, a `ListBox` or a `Menu`. */
  children?: AriaPopoverProps["children"];
  /** Draws a small arrow pointing at the trigger. */
  showArrow?: boolean;
};

/**
 * The floating surface under menus, selects and popover dialogs. It fades out over
 * `durations.popoverCloseMs` (500 ms, the `--campus-duration-popover-close` token); under reduced
 * motion it closes at once. react-aria keeps it mounted until the transition ends.
 */
export function Popover({ children, showArrow = false, className, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 8)}
      className={composeTailwindRenderProps(
        className,
        [
          "group min-w-(--trigger-width) max-w-[calc(100vw-2rem)] rounded-card border border-border bg-surface-raised text-fg shadow-xl outline-none",
          "forced-colors:border-[CanvasText]",
          "transition-opacity duration-150 data-[entering]:opacity-0",
          "data-[exiting]:opacity-0 data-[exiting]:duration-(--campus-duration-popover-close) data-[exiting]:ease-out",
          "motion-reduce:transition-none",
          // The arrow sits outside the box, so a popover with an arrow scrolls an inner wrapper instead of
          // clipping its own overflow (which would hide the arrow).
          showArrow ? "flex flex-col" : "overflow-auto",
        ].join(" "),
      )}
    >
      {(renderProps) => (
        <>
          {showArrow ? (
            <OverlayArrow className="group/arrow">
              <svg
                width={12}
                height={12}
                viewBox="0 0 12 12"
                aria-hidden="true"
                className="block fill-surface-raised stroke-border group-data-[placement=bottom]/arrow:rotate-180 group-data-[placement=left]/arrow:-rotate-90 group-data-[placement=right]/arrow:rotate-90 forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]"
              >
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {showArrow ? (
            <div className="min-h-0 overflow-auto rounded-[inherit]">
              {typeof children === "function" ? children(renderProps) : children}
            </div>
          ) : typeof children === "function" ? (
            children(renderProps)
          ) : (
            children
          )}
        </>
      )}
    </AriaPopover>
  );
}

export type PopoverDialogProps = Omit<AriaDialogProps, "children"> & {
  /** A visible title; without one pass `aria-label`. */
  title?: ReactNode;
  children: AriaDialogProps["children"];
};

/** Content of a popover that is not a menu or list: a small non-modal dialog with an optional title. */
export function PopoverDialog({ title, children, className, ...props }: PopoverDialogProps) {
  return (
    <AriaDialog {...props} className={cn("p-4 text-body outline-none", className)}>
      {(renderProps) => (
        <>
          {title ? (
            <Heading slot="title" className="mb-2 text-lead font-semibold">
              {title}
            </Heading>
          ) : null}
          {typeof children === "function" ? children(renderProps) : children}
        </>
      )}
    </AriaDialog>
  );
}
