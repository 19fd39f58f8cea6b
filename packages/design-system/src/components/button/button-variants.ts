import { cva, type VariantProps } from "class-variance-authority";
import { focusRing } from "../../lib/focus-ring";

/**
 * Windows High Contrast and other forced-colours modes: a real button's system pair (ButtonFace/ButtonText,
 * Highlight/HighlightText under the pointer), so a filled button never turns into a solid box with its text
 * painted over. Under the pointer the button also opts out of the browser's own adjusting: Chromium draws a
 * Canvas backplate behind the text of every adjusted element, and HighlightText is Canvas in the usual palettes,
 * so the label would vanish. The disabled look (GrayText) comes from the base classes.
 */
const forcedColorsButton =
  "forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText] forced-colors:border-[ButtonText] forced-colors:data-[hovered]:bg-[Highlight] forced-colors:data-[hovered]:forced-color-adjust-none forced-colors:data-[hovered]:text-[HighlightText] forced-colors:data-[hovered]:border-[Highlight] forced-colors:data-[pressed]:bg-[Highlight] forced-colors:data-[pressed]:forced-color-adjust-none forced-colors:data-[pressed]:text-[HighlightText] forced-colors:data-[disabled]:bg-[ButtonFace]";

/** The design axes of buttons, shared by `Button` and `LinkButton` so a link can look like a button. */
export const buttonVariants = cva(
  [
    focusRing,
    // A label keeps to one line while it fits the button's column (at least `fit-content` wide, so a row of
    // buttons wraps onto another line before any label does); one longer than the column (a narrow phone, a
    // learner's wider text spacing) wraps and the button grows, rather than reaching past its dialog or
    // widening the page (WCAG 1.4.10, 1.4.12).
    "relative inline-flex min-w-fit items-center justify-center gap-2 rounded-control border text-center font-semibold",
    "cursor-pointer select-none no-underline transition-colors duration-150",
    "data-[disabled]:cursor-not-allowed data-[disabled]:border-fg-disabled data-[disabled]:bg-surface-sunken data-[disabled]:text-fg-disabled",
    "data-[pending]:cursor-wait",
    "forced-colors:border-[ButtonBorder] forced-colors:data-[disabled]:border-[GrayText] forced-colors:data-[disabled]:text-[GrayText]",
  ],
  {
    variants: {
      variant: {
        primary: [
          "border-transparent bg-accent text-accent-fg data-[hovered]:bg-accent-hover data-[pressed]:bg-accent-hover",
          forcedColorsButton,
        ],
        secondary: [
          "border-border-strong bg-surface-raised text-fg data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken data-[hovered]:underline-cue",
          forcedColorsButton,
        ],
        ghost:
          "border-transparent bg-transparent text-accent-text data-[hovered]:bg-accent-subtle data-[pressed]:bg-accent-subtle data-[hovered]:underline-cue",
        danger: [
          "border-transparent bg-danger text-danger-fg data-[hovered]:bg-danger-hover data-[pressed]:bg-danger-hover",
          forcedColorsButton,
        ],
      },
      size: {
        // The height is a minimum: one line (with a badge beside it) fits inside it, two lines grow it.
        sm: "min-h-8 px-3 py-0.5 text-small",
        md: "min-h-10 px-4 py-1 text-body",
        lg: "min-h-12 px-6 py-1 text-lead",
      },
      iconOnly: {
        true: "aspect-square p-0",
        false: "",
      },
    },
    compoundVariants: [
      { iconOnly: true, size: "sm", class: "size-8" },
      { iconOnly: true, size: "md", class: "size-10" },
      { iconOnly: true, size: "lg", class: "size-12" },
    ],
    defaultVariants: {
      variant: "primary",
      size: "md",
      iconOnly: false,
    },
  },
);

export type ButtonVariantProps = Omit<VariantProps<typeof buttonVariants>, "iconOnly">;
