import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";

export type AppLoadingScreenProps = {
  /** Shown and announced, e.g. "Prawie gotowe! Za chwilę zostaniesz zalogowany." */
  message: string;
  /** The campus logo (an image or inline SVG with its own accessible name). */
  logo?: ReactNode;
  /** Extra classes for the full-screen layer. */
  className?: string;
};

/**
 * The full-screen screen shown while the session is restored at start-up. The message sits in a status
 * region so screen readers announce it without moving focus.
 */
export function AppLoadingScreen({ message, logo, className }: AppLoadingScreenProps) {
  return (
    <div
      className={cn(
        "fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-surface px-6 text-center text-fg",
        className,
      )}
    >
      {logo ? <div className="flex max-w-60 items-center justify-center">{logo}</div> : null}
      <Spinner className="size-12 text-accent-text" />
      <p role="status" className="max-w-md text-lead font-semibold">
        {message}
      </p>
    </div>
  );
}
