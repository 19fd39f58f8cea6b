export { Radio, RadioGroup, type RadioGroupProps, type RadioProps, radioMarkStyles } from "./radio-group";
