import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

const shapeVariants = cva(
  "block bg-surface-sunken animate-pulse motion-reduce:animate-none border-edge border-fg-disabled forced-colors:border forced-colors:border-[GrayText]",
  {
    variants: {
      shape: {
        text: "h-[0.9em] rounded-control",
        block: "h-32 w-full rounded-card",
        circle: "size-12 rounded-full",
      },
    },
    defaultVariants: { shape: "text" },
  },
);

export type SkeletonProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /**
   * `text` (default) for lines of text, `block` for an image or card, `circle` for an avatar.
   * @default "text"
   */
  shape?: VariantProps<typeof shapeVariants>["shape"];
  /** For `shape="text"`: how many lines; the last one is shorter, like a paragraph. */
  lines?: number;
};

/**
 * A grey placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * wrap a screen's skeletons in a `SkeletonRegion` (or any container with `aria-busy="true"` and a
 * status text), so screen readers hear one 'loading' message instead of empty shapes.
 */
export function Skeleton({ shape, lines = 1, className, ...props }: SkeletonProps) {
  if (shape === "text" || shape === undefined || shape === null) {
    return (
      <div {...props} aria-hidden="true" className={cn("flex w-full flex-col gap-2", className)}>
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical placeholders that never reorder
            key={index}
            className={cn(shapeVariants({ shape: "text" }), lines > 1 && index === lines - 1 ? "w-3/5" : "w-full")}
          />
        ))}
      </div>
    );
  }
  return <div {...props} aria-hidden="true" className={cn(shapeVariants({ shape }), className)} />;
}

export type SkeletonRegionProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /** Announced while loading, e.g. 'Ładowanie kursów…'. */
  label: string;
  /** The skeletons. */
  children: ReactNode;
};

/** The busy container for skeletons: `aria-busy` plus a polite status text read once. */
export function SkeletonRegion({ label, children, className, ...props }: SkeletonRegionProps) {
  return (
    <div {...props} aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}
