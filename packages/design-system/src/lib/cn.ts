import { type ClassValue, clsx } from "clsx";
import { composeRenderProps } from "react-aria-components";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge must know the theme's own scales: without them `text-body` (a size) would be taken
 * for a colour and silently drop `text-accent-fg`.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["caption", "small", "body", "lead", "heading", "title", "display"],
      radius: ["control", "card"],
      breakpoint: ["desktop"],
      container: ["app"],
      spacing: ["header", "header-desktop", "bottom-bar", "social-icon"],
    },
    // The theme's line-width and cue roles (theme.css), which it would otherwise take for colours and drop.
    classGroups: {
      "border-w": [{ border: ["frame", "edge", "edge-bold"] }],
      "border-w-t": [{ "border-t": ["edge"] }],
      "border-w-r": [{ "border-r": ["edge"] }],
      "border-w-l": [{ "border-l": ["edge"] }],
      "text-decoration": ["underline-cue"],
    },
  },
});

/** Joins class names, letting a later Tailwind utility win over an earlier one of the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Merges a component's own classes with a caller's `className`, which react-aria lets be a function of
 * render state (hovered, pressed, focus-visible…).
 */
export function composeTailwindRenderProps<T>(
  className: string | ((renderProps: T) => string) | undefined,
  own: string,
): string | ((renderProps: T) => string) {
  return composeRenderProps(className, (callerClassName) => cn(own, callerClassName));
}
