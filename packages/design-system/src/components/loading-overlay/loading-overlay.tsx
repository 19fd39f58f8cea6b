import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";

export type LoadingOverlayProps = {
  /** Shows the overlay and marks the region busy. */
  isVisible: boolean;
  /** Announced while loading, e.g. "Wczytywanie strony…". */
  label: string;
  /** The page (region) being loaded, kept in place under the overlay. */
  children?: ReactNode;
  /** Extra classes for the overlay. */
  className?: string;
};

/**
 * A full-screen overlay with a spinner over a page that is loading. The region is `aria-busy` and inert
 * meanwhile, so neither pointer nor keyboard reaches half-loaded content.
 */
export function LoadingOverlay({ isVisible, label, children, className }: LoadingOverlayProps) {
  return (
    <div aria-busy={isVisible} className={cn("relative", className)}>
      {/* No box of its own: the page keeps the layout the host gives the overlay (e.g. a column that fills). */}
      <div inert={isVisible} className="contents">
        {children}
      </div>
      {isVisible ? (
        <div data-loading-overlay="" className="fixed inset-0 z-40 flex items-center justify-center bg-overlay">
          <div
            role="status"
            className="flex flex-col items-center gap-3 rounded-card bg-surface-raised px-8 py-6 text-fg shadow-lg border-edge border-border forced-colors:border forced-colors:border-solid"
          >
            <Spinner className="size-10 text-accent-text" />
            <span className="text-body font-semibold">{label}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
