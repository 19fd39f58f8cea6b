export { ToolPage } from "./tool-page";
export { ToolsPage } from "./tools-page";
