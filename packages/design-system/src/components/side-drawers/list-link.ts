import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

/** A whole-row link inside a drawer list: the hover fill and focus ring stay inside the row. */
export const drawerRowLinkClass = cn(
  focusRing,
  "block cursor-pointer rounded-control text-fg no-underline transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
  "data-[focus-visible]:-outline-offset-2",
);
