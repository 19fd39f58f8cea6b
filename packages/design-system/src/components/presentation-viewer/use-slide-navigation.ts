import { type KeyboardEvent, useRef, useState } from "react";

type SlideNavigationOptions = {
  total: number;
  /** Controlled slide index (from 0). */
  index?: number;
  defaultIndex: number;
  onIndexChange?: (index: number) => void;
};

/**
 * The slide shown (controlled or its own) and the moves between slides: by the buttons, and by the arrow
 * keys, Home and End anywhere in the viewer except in a field.
 */
export function useSlideNavigation({ total, index, defaultIndex, onIndexChange }: SlideNavigationOptions) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = Math.min(Math.max(index ?? ownIndex, 0), Math.max(total - 1, 0));

  const goTo = (next: number, fromButton = false) => {
    const clamped = Math.min(Math.max(next, 0), total - 1);
    if (clamped === current) return;
    if (index === undefined) setOwnIndex(clamped);
    onIndexChange?.(clamped);
    // The button that led to the first or last slide turns disabled; focus moves to the slide, not the page.
    if (fromButton && (clamped === 0 || clamped === total - 1)) stageRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable=true]")) return;
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  return { stageRef, current, goTo, onKeyDown };
}
