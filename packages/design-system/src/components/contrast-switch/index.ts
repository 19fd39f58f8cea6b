export { ContrastSwitch, type ContrastSwitchProps } from "./contrast-switch";
