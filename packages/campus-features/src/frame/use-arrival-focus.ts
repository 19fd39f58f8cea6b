import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A page reached by a link inside the campus moves focus to its h1 once the h1 shows what the page is
 * (`isReady`), so a screen-reader or keyboard user starts there rather than on the link that led away. It
 * happens once per path: a filter or a page number kept in the address does not take focus from the list.
 * A page opened by typing its address keeps the browser's own start at the top.
 */
export function useArrivalFocus(heading: RefObject<HTMLElement | null>, isReady = true) {
  const { key, pathname } = useLocation();
  // "default" is the key of the entry the app started on.
  const openedByAddress = useRef(key === "default");
  const focusedPath = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || focusedPath.current === pathname) return;
    const isFirst = focusedPath.current === null;
    focusedPath.current = pathname;
    if (isFirst && openedByAddress.current) return;
    heading.current?.focus({ preventScroll: true });
  }, [heading, isReady, pathname]);
}
