import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { FieldHelp, FieldLabelSlot, type FieldTextProps, fieldStyles, inputBoxStyles } from "./field";

export type TextFieldProps = Omit<
  AriaTextFieldProps,
  "children" | "value" | "defaultValue" | "onChange" | "type" | "className"
> &
  FieldTextProps & {
    /** The text, when the host controls it. */
    value?: AriaTextFieldProps["value"];
    /** The text at first, when the field keeps its own state. */
    defaultValue?: AriaTextFieldProps["defaultValue"];
    /** Called with the text on every keystroke. */
    onChange?: AriaTextFieldProps["onChange"];
    /** The kind of text, e.g. "email" or "password"; it sets the keyboard on phones and the browser's checks. */
    type?: AriaTextFieldProps["type"];
    /** Extra classes for the whole field (label, input and help), e.g. a maximum width. */
    className?: AriaTextFieldProps["className"];
    /** Shown inside the empty input; never a replacement for the label. */
    placeholder?: string;
    /** Classes of the input itself (the `className` goes to the whole field). */
    inputClassName?: string;
  };

/**
 * A single-line text input with label, help text and error. Validation comes from react-aria
 * (`isRequired`, `validate`, `isInvalid` + `errorMessage` for server errors).
 */
export function TextField({
  label,
  description,
  errorMessage,
  requiredLabel,
  placeholder,
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(className, fieldStyles)}>
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <Input placeholder={placeholder} className={cn(inputBoxStyles, "h-11", inputClassName)} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
