// When a campus process that ended by itself is started again: at once after a lone crash, then waiting twice as
// long after each further one, and not at all after too many in a short time (a process that crashes on start, say
// on a bad configuration or a lost database, would otherwise be restarted forever and fill the log).

/** Back-off from 1 s doubling to 30 s; five crashes within two minutes and the supervisor gives up. */
export const RESTART = { firstDelayMs: 1000, maxDelayMs: 30_000, maxCrashes: 5, windowMs: 120_000 };

/**
 * A process's crash record: `crashed(now)` says how long to wait before starting it again (`{ delayMs }`), or that
 * it has crashed too often to try again (`{ giveUp: true }`); both carry how many crashes the window holds.
 * Crashes older than the window are forgotten, so a process that ran for a while starts over at the first delay.
 */
export function crashRecord(policy = RESTART) {
  let crashes = [];
  return {
    crashed(now = Date.now()) {
      crashes = [...crashes.filter((at) => now - at < policy.windowMs), now];
      const count = crashes.length;
      if (count >= policy.maxCrashes) return { giveUp: true, count };
      return { delayMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (count - 1)), count };
    },
  };
}
