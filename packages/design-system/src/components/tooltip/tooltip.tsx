import type { ReactNode } from "react";
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from "react-aria-components";
import { composeTailwindRenderProps } from "../../lib/cn";

export type TooltipProps = Omit<AriaTooltipProps, "children" | "placement"> & {
  /** Where it shows relative to its trigger: "top" (default), "bottom", "start" or "end"; it flips when there is no room. */
  placement?: AriaTooltipProps["placement"];
  /** The tooltip text. Keep it short: a tooltip is a hint, never the only place of essential information. */
  children: ReactNode;
};

/**
 * A short hint shown beside its trigger. Put it inside a `TooltipTrigger` after a focusable element
 * (a `Button` or react-aria's `Focusable`): it opens on hover and on keyboard focus, Escape closes it.
 */
export function Tooltip({ children, className, offset = 10, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeTailwindRenderProps(
        className,
        [
          "group max-w-xs rounded-control bg-hero px-3 py-1.5 text-small text-hero-fg shadow-lg",
          "border-edge border-border forced-colors:border forced-colors:border-[CanvasText]",
          "transition-opacity duration-150 data-[entering]:opacity-0 data-[exiting]:opacity-0 motion-reduce:transition-none",
        ].join(" "),
      )}
    >
      <OverlayArrow>
        <svg
          width={10}
          height={10}
          viewBox="0 0 10 10"
          aria-hidden="true"
          className="block fill-hero group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90 hc:stroke-border forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]"
        >
          <path d="M0 0 L5 5 L10 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Pairs a focusable trigger with its `Tooltip`. The hover delay defaults to 500 ms so passing the
 * pointer over a toolbar does not flash hints; keyboard focus opens the tooltip at once.
 */
export function TooltipTrigger({ delay = 500, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}
