export { ToolsLauncher, type ToolsLauncherProps } from "./tools-launcher";
export type { ToolsLauncherApp } from "./tools-launcher-app";
