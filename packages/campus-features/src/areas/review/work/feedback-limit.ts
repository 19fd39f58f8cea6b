/**
 * How much feedback is left before `REVIEW_FEEDBACK_MAX`, said to screen readers only as the text crosses a few
 * marks (200, 100, 50, 10 characters left, and none), not at every key press.
 */
const marks = [200, 100, 50, 10, 0] as const;

/** The last mark the text has reached, or undefined while more than the first mark is left. */
export function feedbackLimitMark(length: number, max: number): number | undefined {
  const left = Math.max(0, max - length);
  return [...marks].reverse().find((mark) => left <= mark);
}
