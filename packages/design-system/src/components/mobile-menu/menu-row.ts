import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

/** A full-width row of the mobile menu (link or button): a large touch target with the focus ring inside. */
export const menuRowClass = cn(
  focusRing,
  "flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-start text-body font-semibold text-fg no-underline",
  "transition-colors duration-150 motion-reduce:transition-none",
  "data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken hc:data-[hovered]:underline",
  "aria-[current=page]:text-accent-text aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4",
  "forced-colors:data-[hovered]:outline-1 forced-colors:data-[hovered]:outline-[Highlight]",
  "data-[focus-visible]:-outline-offset-2",
);
