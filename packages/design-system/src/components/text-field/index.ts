export {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldTextProps,
  fieldStyles,
  inputBoxStyles,
} from "./field";
export { TextField, type TextFieldProps } from "./text-field";
