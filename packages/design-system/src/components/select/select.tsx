import { Check, ChevronDown } from "lucide-react";
import type { Key } from "react-aria-components";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { FieldHelp, FieldLabelSlot, type FieldTextProps, fieldStyles } from "../text-field/field";

/** One choice of a select. */
export type SelectOption = {
  /** The value passed to `onSelectionChange`, e.g. "name-asc". */
  id: Key;
  /** Visible text of the choice. */
  label: string;
  /** Shows the choice greyed out; it cannot be picked. */
  isDisabled?: boolean;
};

type AriaSingleSelectProps = AriaSelectProps<SelectOption, "single">;

export type SelectProps = Omit<
  AriaSingleSelectProps,
  | "children"
  | "selectionMode"
  | "selectedKey"
  | "defaultSelectedKey"
  | "onSelectionChange"
  | "className"
  | "placeholder"
> &
  FieldTextProps & {
    /** The picked choice's `id`, when the host controls it (`null`: none). */
    selectedKey?: AriaSingleSelectProps["selectedKey"];
    /** The picked choice's `id` at first, when the select keeps its own state. */
    defaultSelectedKey?: AriaSingleSelectProps["defaultSelectedKey"];
    /** Called with the newly picked choice's `id`. */
    onSelectionChange?: AriaSingleSelectProps["onSelectionChange"];
    /** Extra classes for the whole field (label, button and help), e.g. a maximum width. */
    className?: AriaSingleSelectProps["className"];
    /** The choices, in order. */
    options: readonly SelectOption[];
    /** Shown in the button while nothing is chosen. */
    placeholder?: string;
  };

/**
 * A single choice from a list in a popover (e.g. sort order). Keyboard: Enter/Space/arrows open it,
 * arrows move, typing jumps to a choice, Enter picks, Escape closes and returns focus to the button.
 */
export function Select({
  label,
  description,
  errorMessage,
  requiredLabel,
  options,
  placeholder,
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} placeholder={placeholder} className={composeTailwindRenderProps(className, fieldStyles)}>
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <Button
        className={cn(
          focusRing,
          "flex h-11 w-full min-w-0 cursor-pointer items-center gap-2 rounded-control border border-border-strong bg-surface-raised px-3 text-start text-body text-fg",
          "data-[hovered]:border-fg data-[pressed]:bg-surface-sunken",
          "group-data-[invalid]:border-2 group-data-[invalid]:border-danger",
          "data-[disabled]:cursor-not-allowed data-[disabled]:border-fg-disabled data-[disabled]:bg-surface-sunken data-[disabled]:text-fg-disabled",
          "forced-colors:data-[disabled]:text-[GrayText]",
        )}
      >
        <SelectValue className="min-w-0 flex-1 truncate data-[placeholder]:text-fg-muted group-data-[disabled]:text-fg-disabled" />
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-fg-muted transition-transform duration-150 group-data-[open]:rotate-180 motion-reduce:transition-none"
        />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover
        className={cn(
          "min-w-(--trigger-width) max-w-[calc(100vw-1rem)] overflow-auto rounded-control border border-border-strong bg-surface-raised p-1 shadow-lg",
          "forced-colors:border-[CanvasText]",
        )}
      >
        <ListBox items={options} className="max-h-72 outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={cn(
                "group/item flex cursor-pointer items-center gap-2 rounded-[calc(var(--radius-control)-4px)] px-2.5 py-2 text-body text-fg outline-none",
                "data-[focused]:bg-accent-subtle data-[focused]:text-accent-text hc:data-[focused]:outline-2 hc:data-[focused]:outline-focus hc:data-[focused]:outline-solid",
                "data-[selected]:font-semibold",
                "data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled",
                "forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText] forced-colors:data-[focused]:forced-color-adjust-none",
              )}
            >
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1">{option.label}</span>
                  {isSelected ? (
                    <Check aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <span className="size-4 shrink-0" />
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
