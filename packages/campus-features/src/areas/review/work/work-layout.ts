/**
 * The work beside the decision: from 1300px a split view, the work on the left scrolling with the page and the
 * decision on the right staying in sight (sticky, scrolling itself when taller than the screen); below it, the
 * work and then the decision.
 */
export const workLayout = {
  split: "grid min-w-0 gap-6 desktop:grid-cols-[minmax(0,1fr)_26rem] desktop:items-start desktop:gap-8",
  decision: "min-w-0 desktop:sticky desktop:top-6 desktop:max-h-[calc(100dvh-3rem)] desktop:overflow-y-auto",
} as const;
