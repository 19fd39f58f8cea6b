import { cva, type VariantProps } from "class-variance-authority";
import { useState } from "react";
import { cn } from "../../lib/cn";

/** The sizes of `Avatar`, for a host element that must match one (a skeleton). */
export const avatarVariants = cva(
  [
    "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none",
    "bg-accent-subtle font-semibold text-accent-text border-edge border-border",
    "forced-colors:border forced-colors:border-[CanvasText]",
  ],
  {
    variants: {
      size: {
        sm: "size-8 text-caption",
        md: "size-10 text-small",
        lg: "size-14 text-lead",
        xl: "size-20 text-heading",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type AvatarProps = {
  /**
   * Diameter: `sm` 32px, `md` 40px (default), `lg` 56px, `xl` 80px (profile).
   * @default "md"
   */
  size?: VariantProps<typeof avatarVariants>["size"];
  /** The person's full name: the accessible name of the avatar and the source of the initials. */
  name: string;
  /** Picture URL. When missing or when it fails to load, the initials show instead. */
  src?: string;
  /**
   * Set when the name is already written next to the avatar (user menu, profile tile), so screen readers
   * do not hear it twice.
   */
  decorative?: boolean;
  /** Extra classes for the circle, e.g. a ring when the avatar sits on a photo. */
  className?: string;
};

/** Up to two initials: first letters of the first and the last word ("Anna Maria Nowak" → "AN"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  return (Array.from(first)[0] ?? "").concat(Array.from(last)[0] ?? "").toLocaleUpperCase();
}

/** A round picture of a person, or their initials when there is no picture. */
export function Avatar({ name, src, size, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== "" && failedSrc !== src;
  const classes = cn(avatarVariants({ size }), className);
  const face = showImage ? (
    <img src={src} alt="" className="size-full object-cover" onError={() => setFailedSrc(src)} />
  ) : (
    <span aria-hidden="true">{initialsOf(name)}</span>
  );
  if (decorative) {
    return (
      <span aria-hidden="true" data-slot="avatar" data-size={size ?? "md"} className={classes}>
        {face}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} data-slot="avatar" data-size={size ?? "md"} className={classes}>
      {face}
    </span>
  );
}
