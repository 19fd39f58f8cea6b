import type { SVGProps } from "react";
import { cn } from "../../lib/cn";

export type SpinnerProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** Announced name. Without one the spinner is decoration (for example inside a pending button). */
  label?: string;
};

/** An indeterminate spinner. It stops turning under reduced motion; the arc still shows work is on. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("size-[1.1em] shrink-0 animate-spin motion-reduce:animate-none", className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
