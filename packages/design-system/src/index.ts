export * from "./components/button";
export * from "./components/spinner";
export { cn, composeTailwindRenderProps } from "./lib/cn";
export { focusRing } from "./lib/focus-ring";
export * from "./theme";
