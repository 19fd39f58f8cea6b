import { cva, type VariantProps } from "class-variance-authority";
import { ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from "react-aria-components";
import { composeTailwindRenderProps } from "../../lib/cn";

const ringVariants = cva("relative inline-flex shrink-0 items-center justify-center", {
  variants: {
    size: {
      sm: "size-10 text-caption",
      md: "size-16 text-small",
      lg: "size-24 text-lead",
    },
  },
  defaultVariants: { size: "md" },
});

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type ProgressRingProps = Omit<
  AriaProgressBarProps,
  "children" | "className" | "isIndeterminate" | "aria-label" | "value" | "valueLabel"
> & {
  /** Progress from 0 to 100 (or between `minValue` and `maxValue`), e.g. 75. */
  value?: AriaProgressBarProps["value"];
  /** Value text instead of the percentage, e.g. "3/4". */
  valueLabel?: AriaProgressBarProps["valueLabel"];
  /**
   * Diameter: `sm` 40px, `md` 64px (default), `lg` 96px.
   * @default "md"
   */
  size?: VariantProps<typeof ringVariants>["size"];
  /** What the ring measures, e.g. 'Postęp kursu'. Announced, not shown. */
  "aria-label": string;
  /** Shows the value text (the percentage or `valueLabel`) in the middle. */
  showValueLabel?: boolean;
  /** `success` for a finished course. */
  tone?: "accent" | "success";
  /** Extra classes for the ring. */
  className?: string;
};

/** A circular progress indicator with its value in the middle (course progress on cards). */
export function ProgressRing({ size, showValueLabel = true, tone = "accent", className, ...props }: ProgressRingProps) {
  return (
    <AriaProgressBar {...props} className={composeTailwindRenderProps(className, ringVariants({ size }))}>
      {({ percentage = 0, valueText }) => (
        <>
          <svg viewBox="0 0 48 48" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
            <circle
              cx="24"
              cy="24"
              r={RADIUS}
              fill="none"
              strokeWidth="5"
              className="stroke-surface-sunken hc:stroke-fg-disabled forced-colors:stroke-[GrayText]"
            />
            <circle
              cx="24"
              cy="24"
              r={RADIUS}
              fill="none"
              strokeWidth="5"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percentage / 100)}
              className={
                tone === "success"
                  ? "stroke-success transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none forced-colors:stroke-[Highlight]"
                  : "stroke-accent transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none forced-colors:stroke-[Highlight]"
              }
              style={{ opacity: percentage === 0 ? 0 : 1 }}
            />
          </svg>
          {showValueLabel ? <span className="relative font-semibold text-fg tabular-nums">{valueText}</span> : null}
        </>
      )}
    </AriaProgressBar>
  );
}
