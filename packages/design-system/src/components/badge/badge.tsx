import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The looks of `Badge`, for a host element that must match one. */
export const badgeVariants = cva(
  [
    "inline-flex max-w-full items-center gap-1 rounded-full border font-semibold leading-none",
    // Subtle fills are plain black in high contrast: the border keeps the badge's shape.
    "hc:border-current forced-colors:border-[CanvasText]",
  ],
  {
    variants: {
      variant: {
        neutral: "border-border bg-surface-sunken text-fg",
        accent: "border-transparent bg-accent-subtle text-accent-text",
        success: "border-transparent bg-success-subtle text-success",
        warning: "border-transparent bg-warning-subtle text-warning",
        danger: "border-transparent bg-danger-subtle text-danger",
      },
      size: {
        sm: "px-2 py-1 text-caption",
        md: "px-2.5 py-1.5 text-small",
      },
    },
    defaultVariants: { variant: "neutral", size: "md" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  /**
   * Colour role: `neutral` (default), `accent`, `success`, `warning` or `danger`; the text carries the meaning.
   * @default "neutral"
   */
  variant?: VariantProps<typeof badgeVariants>["variant"];
  /**
   * `sm` for dense cards, `md` (default) elsewhere.
   * @default "md"
   */
  size?: VariantProps<typeof badgeVariants>["size"];
  /** The badge text. Colour alone never carries meaning: the text says it. */
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
};

/** A small status or category label (licence, category, result). Not interactive. */
export function Badge({ variant, size, icon, children, className, ...props }: BadgeProps) {
  return (
    <span {...props} data-variant={variant ?? "neutral"} className={cn(badgeVariants({ variant, size }), className)}>
      {icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-[1.1em]">
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 truncate py-px">{children}</span>
    </span>
  );
}
