import type { ReactNode } from "react";
import {
  Menu as AriaMenu,
  type MenuProps as AriaMenuProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Popover } from "../popover/popover";

export type MenuTriggerProps = AriaMenuTriggerProps;

/**
 * Pairs a pressable trigger (first child) with a `Menu` (second child). Enter, Space or ArrowDown on the
 * trigger open the menu with focus on the first entry (ArrowUp: the last); Escape closes it and focus
 * returns to the trigger.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type MenuProps<T> = Omit<AriaMenuProps<T>, "className" | "onAction" | "children"> & {
  /** Called with the `id` of the entry chosen by click, Enter or Space (entries with `href` navigate instead). */
  onAction?: AriaMenuProps<T>["onAction"];
  /** Where the menu opens relative to its trigger. */
  placement?: AriaPopoverProps["placement"];
  /** Classes of the popover surface, e.g. a wider minimum width. */
  popoverClassName?: string;
  /** Extra classes for the list of entries inside the popover. */
  className?: string;
  /** The `MenuItem`s and `MenuSeparator`s, or a function that draws each of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
};

/**
 * A dropdown list of links and actions in a popover: arrows move, Home/End jump, typing a letter jumps to
 * an entry, Enter activates, Escape or Tab closes. Entries are `MenuItem`s, grouped by `MenuSeparator`s.
 */
export function Menu<T extends object>({
  placement = "bottom start",
  popoverClassName,
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} className={cn("min-w-56", popoverClassName)}>
      <AriaMenu
        {...props}
        className={cn("max-h-[inherit] overflow-auto p-1.5 outline-none", className)}
        data-slot="menu"
      />
    </Popover>
  );
}
