import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { cn, composeTailwindRenderProps } from "../../lib/cn";
import { FieldHelp, FieldLabelSlot, type FieldTextProps, fieldStyles, inputBoxStyles } from "../text-field/field";

export type TextAreaProps = Omit<
  AriaTextFieldProps,
  "children" | "value" | "defaultValue" | "onChange" | "maxLength" | "className"
> &
  FieldTextProps & {
    /** The text, when the host controls it. */
    value?: AriaTextFieldProps["value"];
    /** The text at first, when the field keeps its own state. */
    defaultValue?: AriaTextFieldProps["defaultValue"];
    /** Called with the text on every keystroke. */
    onChange?: AriaTextFieldProps["onChange"];
    /** Most characters allowed; typing stops there. */
    maxLength?: AriaTextFieldProps["maxLength"];
    /** Hint inside the empty field, e.g. "Co było dla Ciebie najbardziej wartościowe?"; never a replacement for the label. */
    placeholder?: string;
    /** Extra classes for the whole field (label, text area and help), e.g. a maximum width. */
    className?: AriaTextFieldProps["className"];
    /** Visible lines before the text area scrolls. */
    rows?: number;
    /** Classes of the text area itself (the `className` goes to the whole field). */
    inputClassName?: string;
  };

/** A multi-line text input with label, help text and error, for answers and feedback. */
export function TextArea({
  label,
  description,
  errorMessage,
  requiredLabel,
  placeholder,
  rows = 4,
  className,
  inputClassName,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(className, fieldStyles)}>
      <FieldLabelSlot label={label} isRequired={props.isRequired} requiredLabel={requiredLabel} />
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={cn(inputBoxStyles, "min-h-20 resize-y py-2", inputClassName)}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
