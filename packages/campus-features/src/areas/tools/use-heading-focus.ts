import { type RefObject, useEffect } from "react";
import { useNavigationType } from "react-router";

/**
 * Moving to this page by a link, or to another tool on it (`key`), takes focus to the page's h1, so that
 * keyboard and screen-reader users start from the new page's heading rather than from a link that is gone. A
 * reload or Back (a POP) keeps the browser's own place.
 */
export function useHeadingFocus(heading: RefObject<HTMLHeadingElement | null>, key: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page (its key) changing is the trigger
  useEffect(() => {
    if (navigationType === "POP") return;
    heading.current?.focus({ preventScroll: true });
  }, [key]);
}
