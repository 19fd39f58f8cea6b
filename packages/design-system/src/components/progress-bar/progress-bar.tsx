import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";

const fillVariants = cva("h-full rounded-full forced-colors:bg-[Highlight]", {
  variants: {
    tone: {
      accent: "bg-accent",
      success: "bg-success",
    },
  },
  defaultVariants: { tone: "accent" },
});

const trackVariants = cva(
  "relative w-full overflow-hidden rounded-full bg-surface-sunken border-edge border-border forced-colors:border forced-colors:border-[CanvasText]",
  {
    variants: {
      size: {
        sm: "h-1.5",
        md: "h-2.5",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type ProgressBarProps = Omit<
  AriaProgressBarProps,
  "children" | "className" | "value" | "valueLabel" | "isIndeterminate" | "aria-label"
> & {
  /** Progress from 0 to 100 (or between `minValue` and `maxValue`), e.g. 40 for 4 of 10 lessons. */
  value?: AriaProgressBarProps["value"];
  /** Value text instead of the percentage, e.g. "4 z 10 lekcji". */
  valueLabel?: AriaProgressBarProps["valueLabel"];
  /** For work of unknown length (an upload starting): the bar moves without a value. */
  isIndeterminate?: AriaProgressBarProps["isIndeterminate"];
  /** Accessible name when there is no visible `label`, e.g. "Postęp kursu". */
  "aria-label"?: AriaProgressBarProps["aria-label"];
  /**
   * Fill colour: `accent` (default) while in progress, `success` when finished.
   * @default "accent"
   */
  tone?: VariantProps<typeof fillVariants>["tone"];
  /**
   * Bar thickness: `sm` 6px on cards, `md` 10px (default).
   * @default "md"
   */
  size?: VariantProps<typeof trackVariants>["size"];
  /** Visible label. Without one pass `aria-label`. */
  label?: ReactNode;
  /** Shows the value text (the percentage, or `valueLabel` such as '3 z 12 lekcji'). */
  showValueLabel?: boolean;
  /** Extra classes for the bar and its labels, e.g. a width. */
  className?: string;
};

/**
 * A determinate or indeterminate progress bar (course progress, upload). The value text comes from
 * `valueLabel` or is formatted by react-aria in the current locale.
 */
export function ProgressBar({ label, showValueLabel = true, tone, size, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeTailwindRenderProps(className, "flex w-full flex-col gap-1.5")}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || showValueLabel ? (
            <div className="flex items-baseline justify-between gap-3 text-small">
              {label ? <Label className="min-w-0 font-medium text-fg">{label}</Label> : <span />}
              {showValueLabel && !isIndeterminate ? (
                <span className="shrink-0 text-fg-muted tabular-nums">{valueText}</span>
              ) : null}
            </div>
          ) : null}
          <div className={trackVariants({ size })}>
            <div
              className={cn(
                fillVariants({ tone }),
                isIndeterminate
                  ? "absolute inset-y-0 left-0 w-2/5 animate-pulse motion-reduce:animate-none"
                  : "transition-[width] duration-300 motion-reduce:transition-none",
              )}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
