import { type RefObject, useEffect, useRef } from "react";

/** Focus goes to the new question when the learner moves, so a screen reader reads it. */
export function useQuestionFocus(index: number, questionRef: RefObject<HTMLDivElement | null>) {
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    questionRef.current?.focus();
  }, [index, questionRef]);
}
