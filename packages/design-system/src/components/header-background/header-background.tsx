import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";

export type HeaderBackgroundProps = {
  /** Band height in px from the 1300px `desktop:` breakpoint up (e.g. 600 on course pages, 469 on home). */
  desktopHeight: number;
  /** Band height in px below the desktop breakpoint (e.g. 540 on course pages, 442 on home). */
  mobileHeight: number;
  /**
   * Fills the whole area it is placed in instead (the 404 page: the page between the top bar and the footer), never
   * more, so it leaves whatever follows that area (a footer) uncovered.
   */
  fullHeight?: boolean;
  /** Extra classes for the background layer, e.g. its height. */
  className?: string;
};

/**
 * The hero-coloured band behind the top of a page. The page content is laid over it by the host, so the
 * band itself is pure decoration and hidden from assistive technology. Heights arrive as custom properties
 * because they vary per route while the breakpoint switch must stay in CSS (no layout shift on load).
 */
export function HeaderBackground({ desktopHeight, mobileHeight, fullHeight, className }: HeaderBackgroundProps) {
  const style = {
    "--header-bg-mobile": `${mobileHeight}px`,
    "--header-bg-desktop": `${desktopHeight}px`,
  } as CSSProperties;
  return (
    <div
      aria-hidden="true"
      data-full-height={fullHeight || undefined}
      style={style}
      className={cn(
        "pointer-events-none absolute inset-x-0 top-0 -z-10 bg-hero",
        fullHeight ? "bottom-0" : "h-(--header-bg-mobile) desktop:h-(--header-bg-desktop)",
        className,
      )}
    />
  );
}
