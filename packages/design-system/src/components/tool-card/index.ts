export { ToolCard, type ToolCardProps, type ToolLicence } from "./tool-card";
