import { useEffect, useRef } from "react";

/**
 * The heading of the step shown (`stepKey`, its address; null before the first), which takes focus when the
 * step changes, but not on the first showing.
 */
export function useStepFocus(stepKey: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef<string | null>(null);
  useEffect(() => {
    if (stepKey === null) return;
    if (firstKey.current === null) {
      firstKey.current = stepKey;
      return;
    }
    heading.current?.focus();
  }, [stepKey]);
  return heading;
}
