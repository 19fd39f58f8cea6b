import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components";
import { ChoiceText, choiceRowClass } from "../../lib/choice-row";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { FieldHelp, FieldLabelSlot, type FieldTextProps } from "../text-field/field";

/**
 * The square box, shared with anything that looks like a checkbox. The outline of the focused box is
 * drawn on the box itself, where the eye is.
 */
export const checkboxBoxStyles = cn(
  "flex size-5 shrink-0 items-center justify-center rounded-[5px] border-2 border-border-strong bg-surface-raised text-accent-fg transition-colors duration-150",
  "group-data-[hovered]:border-fg",
  "group-data-[selected]:border-accent group-data-[selected]:bg-accent group-data-[indeterminate]:border-accent group-data-[indeterminate]:bg-accent",
  "group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus",
  "group-data-[invalid]:border-danger group-data-[invalid]:group-data-[selected]:bg-danger",
  "group-data-[disabled]:border-fg-disabled group-data-[disabled]:text-fg-disabled group-data-[disabled]:group-data-[selected]:bg-surface-sunken",
  "forced-colors:group-data-[selected]:bg-[Highlight] forced-colors:group-data-[selected]:border-[Highlight] forced-colors:text-[HighlightText] forced-colors:group-data-[disabled]:border-[GrayText]",
);

export type CheckboxProps = Omit<
  AriaCheckboxProps,
  "children" | "className" | "isSelected" | "defaultSelected" | "onChange" | "isIndeterminate" | "isDisabled" | "value"
> & {
  /** Whether it is ticked, when the host controls it. */
  isSelected?: AriaCheckboxProps["isSelected"];
  /** Whether it is ticked at first, when it keeps its own state. */
  defaultSelected?: AriaCheckboxProps["defaultSelected"];
  /** Called with the new ticked state. */
  onChange?: AriaCheckboxProps["onChange"];
  /** Shows a dash for "some of these" (a parent of partly ticked choices). */
  isIndeterminate?: AriaCheckboxProps["isIndeterminate"];
  /** Greys the checkbox out; it cannot be changed or focused. */
  isDisabled?: AriaCheckboxProps["isDisabled"];
  /** Its value in a `CheckboxGroup`, e.g. a rank id. */
  value?: AriaCheckboxProps["value"];
  /** The visible label; also its accessible name. */
  children?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  /** Extra classes for the row that holds the box and its label. */
  className?: string;
};

/** A checkbox with its label. Space toggles it. */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cn(choiceRowClass, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span aria-hidden="true" className={cn(checkboxBoxStyles, "mt-0.5")}>
            {isIndeterminate ? (
              <Minus className="size-3.5" strokeWidth={3} />
            ) : isSelected ? (
              <Check className="size-3.5" strokeWidth={3} />
            ) : null}
          </span>
          <ChoiceText description={description}>{children}</ChoiceText>
        </>
      )}
    </AriaCheckbox>
  );
}

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, "children" | "value" | "defaultValue" | "onChange"> &
  FieldTextProps & {
    /** The checked `value`s, when the host controls them. */
    value?: AriaCheckboxGroupProps["value"];
    /** The checked `value`s at first, when the group keeps its own state. */
    defaultValue?: AriaCheckboxGroupProps["defaultValue"];
    /** Called with the new list of checked `value`s. */
    onChange?: AriaCheckboxGroupProps["onChange"];
    /** The `Checkbox`es, each with a `value`. */
    children?: ReactNode;
    /** Lay the checkboxes in a row where space allows. */
    orientation?: "vertical" | "horizontal";
  };

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  requiredLabel,
  children,
  orientation = "vertical",
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={composeTailwindRenderProps(className, "flex flex-col gap-2")}>
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <div className={cn("flex gap-2.5", orientation === "vertical" ? "flex-col" : "flex-row flex-wrap gap-x-5")}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
