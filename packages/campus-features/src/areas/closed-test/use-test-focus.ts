import { useEffect, useRef } from "react";
import type { TestStatus } from "./test-state";

/** Focus follows the test: the first question on start, the result's heading once checked, the start on a retake. */
export function useTestFocus(status: TestStatus) {
  const startHeading = useRef<HTMLHeadingElement>(null);
  const questionArea = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    if (status === "IN_PROGRESS") questionArea.current?.focus();
    else if (status === "NOT_STARTED") startHeading.current?.focus();
    else {
      // The design system's result heading is not focusable by itself: it becomes so for this move only.
      const heading = result.current?.querySelector("h2");
      heading?.setAttribute("tabindex", "-1");
      heading?.classList.add("outline-none");
      heading?.focus();
    }
  }, [status]);
  return { startHeading, questionArea, result };
}
