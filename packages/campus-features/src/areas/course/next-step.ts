/**
 * Marks the way on from a course whose lessons are done (its closed test or final work), wherever the page shows
 * it: in the last lesson or in the overview.
 */
export const NEXT_STEP_ATTRIBUTE = "data-course-next-step";

const FOCUS_LOST_WAIT_MS = 1000;

/**
 * Once the review dialog has closed and handed focus back, a focus left on nothing (the finish button it was
 * opened from is gone) goes to the course's next step, so the keyboard carries on to the test or final work.
 * Focus handed back to a control that is still there (the button that opened the review) stays. Returns a cancel.
 */
export function focusNextStepIfLost(doc: Document): () => void {
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasGone = false;
  const check = () => {
    const isDialogGone = doc.querySelector('[role="dialog"], [role="alertdialog"]') === null;
    // Gone on two looks in a row: the focus it restores as it unmounts has landed.
    if (isDialogGone && wasGone) {
      const active = doc.activeElement;
      if (active === null || active === doc.body) doc.querySelector<HTMLElement>(`[${NEXT_STEP_ATTRIBUTE}]`)?.focus();
      return;
    }
    wasGone = isDialogGone;
    if (Date.now() - startedAt < FOCUS_LOST_WAIT_MS) timer = setTimeout(check, 30);
  };
  // The dialog restores focus as it unmounts: looked at after that.
  timer = setTimeout(check, 30);
  return () => clearTimeout(timer);
}
