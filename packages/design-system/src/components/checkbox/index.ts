export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps, checkboxBoxStyles } from "./checkbox";
