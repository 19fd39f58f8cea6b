export { ContrastSwitch, type ContrastSwitchProps } from "./contrast-switch";
export { type UseThemeResult, useTheme } from "./use-theme";
