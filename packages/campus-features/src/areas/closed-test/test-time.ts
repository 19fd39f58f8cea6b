/**
 * The time of a closed test's attempt (SPEC section 9: "the test takes at most 20 minutes"): shown as it runs and
 * announced at a few milestones. The limit is a guide, not a cut-off: past it the learner can still end the test
 * and have the answers checked (a refusal would lose their work, and retakes are unlimited anyway).
 */

const MINUTE = 60_000;

/** A duration as mm:ss, minutes past 59 kept as minutes (75:03); never below 00:00. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The minutes into the attempt that are announced: half the limit, 5 and 1 minute left, and the limit itself. */
export function timeMilestones(limitMinutes: number): number[] {
  if (!(limitMinutes > 0)) return [];
  const marks = [Math.floor(limitMinutes / 2), limitMinutes - 5, limitMinutes - 1, limitMinutes];
  return [...new Set(marks.filter((minute) => minute > 0))].sort((a, b) => a - b);
}

/** The last milestone the attempt has reached after `elapsedMs`, or null before the first. */
export function milestoneReached(elapsedMs: number, limitMinutes: number): number | null {
  const reached = timeMilestones(limitMinutes).filter((minute) => elapsedMs >= minute * MINUTE);
  return reached.at(-1) ?? null;
}

/** Whether the attempt has taken its whole time limit. */
export const isPastLimit = (elapsedMs: number, limitMinutes: number) =>
  limitMinutes > 0 && elapsedMs >= limitMinutes * MINUTE;
