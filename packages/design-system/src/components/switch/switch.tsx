import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { cn } from "../../lib/cn";

export type SwitchProps = Omit<
  AriaSwitchProps,
  "children" | "className" | "isSelected" | "defaultSelected" | "onChange" | "isDisabled"
> & {
  /** Whether it is on, when the host controls it. */
  isSelected?: AriaSwitchProps["isSelected"];
  /** Whether it is on at first, when it keeps its own state. */
  defaultSelected?: AriaSwitchProps["defaultSelected"];
  /** Called with the new state; a switch applies at once, with no save button. */
  onChange?: AriaSwitchProps["onChange"];
  /** Greys the switch out; it cannot be changed or focused. */
  isDisabled?: AriaSwitchProps["isDisabled"];
  /** The visible label; also its accessible name. */
  children?: ReactNode;
  /** Put the label before the track (settings lists) instead of after it. */
  labelPosition?: "start" | "end";
  /** Extra classes for the row that holds the switch and its label. */
  className?: string;
};

/**
 * An on/off setting that applies at once (e.g. high contrast). The knob moves and the track fills, and
 * forced-colours mode keeps both visible with system colours.
 */
export function Switch({ children, labelPosition = "end", className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={cn(
        "group flex cursor-pointer items-center gap-3 text-body text-fg outline-none",
        labelPosition === "start" && "flex-row-reverse justify-between",
        "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled forced-colors:data-[disabled]:text-[GrayText]",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-border-strong bg-surface-sunken px-0.5 transition-colors duration-150",
          "group-data-[hovered]:border-fg",
          "group-data-[selected]:border-accent group-data-[selected]:bg-accent",
          "group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus",
          "group-data-[disabled]:border-fg-disabled group-data-[disabled]:bg-surface-sunken",
          "forced-colors:group-data-[selected]:border-[Highlight] forced-colors:group-data-[selected]:bg-[Highlight] forced-colors:group-data-[disabled]:border-[GrayText]",
        )}
      >
        <span
          className={cn(
            "size-4 rounded-full bg-accent-text transition-transform duration-150 motion-reduce:transition-none",
            "group-data-[selected]:translate-x-5 group-data-[selected]:bg-accent-fg",
            "group-data-[disabled]:bg-surface-raised group-data-[disabled]:border group-data-[disabled]:border-fg-disabled",
            "forced-colors:bg-[CanvasText] forced-colors:group-data-[selected]:bg-[HighlightText] forced-colors:group-data-[disabled]:bg-[GrayText]",
          )}
        />
      </span>
      {children}
    </AriaSwitch>
  );
}
