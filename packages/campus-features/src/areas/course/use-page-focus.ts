import { type RefObject, useEffect, useRef } from "react";

/**
 * Moving between the overview and a lesson, or between lessons, takes focus to what opened: the course's
 * heading, or the lesson's title (its area when the title cannot take focus). Not on the page's first
 * showing, where focus starts at the top as on any page.
 */
export function usePageFocus(
  view: string | null,
  heading: RefObject<HTMLHeadingElement | null>,
  lessonArea: RefObject<HTMLDivElement | null>,
) {
  const shownView = useRef<string | null>(null);
  useEffect(() => {
    if (view === null) return;
    const previous = shownView.current;
    shownView.current = view;
    if (previous === null || previous === view) return;
    if (view === "overview") heading.current?.focus();
    else (lessonArea.current?.querySelector<HTMLElement>("h2[tabindex]") ?? lessonArea.current)?.focus();
  }, [view, heading, lessonArea]);
}
