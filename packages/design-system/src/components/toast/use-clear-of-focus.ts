import { useCallback, useEffect, useRef, useState } from "react";

/** Where the toast region sits: its usual place at the bottom, or the top while that would hide the focus. */
export type ToastPlacement = "bottom" | "top";

type Box = Pick<DOMRect, "top" | "bottom" | "left" | "right" | "height">;

/**
 * Whether a region of `region`'s width and height, at the bottom of the viewport `gap` px above its edge,
 * would cover any of `target`. The region's horizontal place is the same at the top and the bottom, so its
 * current box gives the columns it covers wherever it is now.
 */
export function coversAtBottom(target: Box, region: Box, viewportHeight: number, gap: number): boolean {
  const top = viewportHeight - gap - region.height;
  const bottom = viewportHeight - gap;
  return target.left < region.right && target.right > region.left && target.top < bottom && target.bottom > top;
}

/**
 * Keeps the toast region from covering the focused element (WCAG 2.4.11): while focus is on something the
 * region would hide at the bottom (the footer's links), the region goes to the top, and back when focus moves
 * on. Focus inside the region leaves it where it is, so it does not jump away while a toast is operated.
 * Returns the ref for the region and its placement.
 */
export function useClearOfFocus(): [(element: HTMLElement | null) => void, ToastPlacement] {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<ToastPlacement>("bottom");
  const placementRef = useRef<ToastPlacement>("bottom");

  useEffect(() => {
    placementRef.current = "bottom";
    setPlacement("bottom");
    if (!region) return;
    // The region's gap to the bottom edge is the host's to choose (above a bottom bar on phones), so it is
    // measured whenever the region is there, and remembered while it is at the top.
    let bottomGap = 16;
    const place = (next: ToastPlacement) => {
      placementRef.current = next;
      setPlacement(next);
    };
    const update = () => {
      const box = region.getBoundingClientRect();
      if (placementRef.current === "bottom") bottomGap = window.innerHeight - box.bottom;
      const focused = document.activeElement;
      if (region.contains(focused)) return;
      if (!focused || focused === document.body || focused === document.documentElement) {
        place("bottom");
        return;
      }
      const covered = coversAtBottom(focused.getBoundingClientRect(), box, window.innerHeight, bottomGap);
      place(covered ? "top" : "bottom");
    };
    update();
    document.addEventListener("focusin", update);
    // Scrolling or resizing can bring the focused element under the region without a focus change.
    window.addEventListener("scroll", update, { capture: true, passive: true });
    window.addEventListener("resize", update);
    // A new toast makes the region taller, so it may reach the focused element.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(region);
    return () => {
      document.removeEventListener("focusin", update);
      window.removeEventListener("scroll", update, { capture: true });
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, [region]);

  return [useCallback((element: HTMLElement | null) => setRegion(element), []), placement];
}
