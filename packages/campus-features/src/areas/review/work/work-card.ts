/** The card each part of the work page stands on (the task, the answer, the earlier answers, the decision). */
export const workCard =
  "flex min-w-0 flex-col gap-4 rounded-card border-frame border-border bg-surface-raised p-5 text-fg shadow-sm sm:p-6";
