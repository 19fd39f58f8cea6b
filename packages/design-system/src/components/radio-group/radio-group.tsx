import type { ReactNode } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from "react-aria-components";
import { ChoiceText, choiceRowClass } from "../../lib/choice-row";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { FieldHelp, FieldLabelSlot, type FieldTextProps } from "../text-field/field";

/** The round mark, shared with anything that looks like a radio. */
export const radioMarkStyles = cn(
  "flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface-raised transition-colors duration-150",
  "after:size-2.5 after:rounded-full after:bg-transparent after:content-['']",
  "group-data-[hovered]:border-fg",
  "text-accent-text group-data-[selected]:border-accent group-data-[selected]:after:bg-current",
  "group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus",
  "group-data-[invalid]:border-danger group-data-[invalid]:text-danger",
  "group-data-[disabled]:border-fg-disabled group-data-[disabled]:text-fg-disabled",
  "forced-colors:group-data-[selected]:border-[Highlight] forced-colors:group-data-[selected]:after:bg-[Highlight] forced-colors:group-data-[disabled]:border-[GrayText]",
);

export type RadioProps = Omit<AriaRadioProps, "children" | "className" | "value" | "isDisabled"> & {
  /** The group's value when this choice is picked, e.g. "course". */
  value: AriaRadioProps["value"];
  /** Greys this choice out; the others stay available. */
  isDisabled?: AriaRadioProps["isDisabled"];
  /** The visible label; also its accessible name. */
  children?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  /** Extra classes for the option's row. */
  className?: string;
};

/** One choice of a `RadioGroup`. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cn(choiceRowClass, className)}>
      <span aria-hidden="true" className={cn(radioMarkStyles, "mt-0.5")} />
      <ChoiceText description={description}>{children}</ChoiceText>
    </AriaRadio>
  );
}

export type RadioGroupProps = Omit<
  AriaRadioGroupProps,
  "children" | "value" | "defaultValue" | "onChange" | "orientation"
> &
  FieldTextProps & {
    /** The picked choice's value, when the host controls it (`null`: none). */
    value?: AriaRadioGroupProps["value"];
    /** The picked choice's value at first, when the group keeps its own state. */
    defaultValue?: AriaRadioGroupProps["defaultValue"];
    /** Called with the newly picked value. */
    onChange?: AriaRadioGroupProps["onChange"];
    /** `vertical` (default) stacks the choices; `horizontal` lays them in a row. */
    orientation?: AriaRadioGroupProps["orientation"];
    /** The `Radio`s. */
    children?: ReactNode;
  };

/**
 * A labelled single choice. One tab stop for the whole group; arrows move and select.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  requiredLabel,
  children,
  orientation = "vertical",
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={composeTailwindRenderProps(className, "flex flex-col gap-2")}
    >
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <div className={cn("flex gap-2.5", orientation === "vertical" ? "flex-col" : "flex-row flex-wrap gap-x-5")}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
