import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusNextStepIfLost, NEXT_STEP_ATTRIBUTE } from "./next-step";

describe("focusNextStepIfLost", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button id="review">Oceń kurs</button><a href="/course-test/c-intro" ${NEXT_STEP_ATTRIBUTE}>Przejdź do testu</a><div role="dialog">Oceń kurs</div>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("takes focus left on nothing to the course's next step once the dialog has gone", () => {
    focusNextStepIfLost(document);
    vi.advanceTimersByTime(100);
    // The dialog is still there: nothing moves yet.
    expect(document.activeElement).toBe(document.body);
    document.querySelector('[role="dialog"]')?.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.querySelector(`[${NEXT_STEP_ATTRIBUTE}]`));
  });

  it("leaves focus the dialog handed back to a control that is still there", () => {
    focusNextStepIfLost(document);
    document.querySelector('[role="dialog"]')?.remove();
    const review = document.getElementById("review") as HTMLButtonElement;
    review.focus();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(review);
  });
});
