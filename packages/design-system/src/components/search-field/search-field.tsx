import { Search, X } from "lucide-react";
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
} from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { FieldHelp, FieldLabelSlot, type FieldTextProps, fieldStyles, inputBoxStyles } from "../text-field/field";

export type SearchFieldProps = Omit<
  AriaSearchFieldProps,
  "children" | "value" | "defaultValue" | "onChange" | "onSubmit" | "onClear" | "className"
> &
  FieldTextProps & {
    /** The text, when the host controls it. */
    value?: AriaSearchFieldProps["value"];
    /** The text at first, when the field keeps its own state. */
    defaultValue?: AriaSearchFieldProps["defaultValue"];
    /** Called with the text on every keystroke. */
    onChange?: AriaSearchFieldProps["onChange"];
    /** Called with the text when Enter is pressed. */
    onSubmit?: AriaSearchFieldProps["onSubmit"];
    /** Called when the clear button or Escape empties the field. */
    onClear?: AriaSearchFieldProps["onClear"];
    /** Hint inside the empty field, e.g. "np. generator obrazów"; never a replacement for the label. */
    placeholder?: string;
    /** Extra classes for the whole field (label, input and help), e.g. a maximum width. */
    className?: AriaSearchFieldProps["className"];
    /** Accessible name of the clear button, e.g. "Wyczyść wyszukiwanie". */
    clearLabel: string;
    /**
     * Accessible name when there is no visible label (e.g. inside a filter panel whose heading says it).
     * One of `label` and `aria-label` is required.
     */
    "aria-label"?: string;
  };

/**
 * A search input with a magnifier, a clear button (Escape clears too) and `onSubmit` on Enter.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  requiredLabel,
  placeholder,
  clearLabel,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={composeTailwindRenderProps(className, fieldStyles)}>
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
        />
        <Input
          placeholder={placeholder}
          className={cn(
            inputBoxStyles,
            "h-11 pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden",
          )}
        />
        <Button
          aria-label={clearLabel}
          className={cn(
            focusRing,
            "absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-control text-fg-muted",
            "data-[hovered]:bg-surface-sunken data-[hovered]:text-fg data-[pressed]:bg-surface-sunken",
            "group-data-[empty]:hidden",
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
