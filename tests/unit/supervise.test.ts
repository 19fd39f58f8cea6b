import { describe, expect, it } from "vitest";
import { crashRecord } from "../../scripts/supervise.mjs";

/** The cluster's supervision (scripts/supervise.mjs): a crashed process is started again, waiting longer each time. */
describe("restarting a crashed process", () => {
  const policy = { firstDelayMs: 1000, maxDelayMs: 5000, maxCrashes: 5, windowMs: 60_000 };

  it("waits twice as long after each crash, up to the longest wait, then gives up", () => {
    const record = crashRecord(policy);
    const delays = [0, 1, 2, 3].map((i) => record.crashed(i * 1000));
    expect(delays).toEqual([
      { delayMs: 1000, count: 1 },
      { delayMs: 2000, count: 2 },
      { delayMs: 4000, count: 3 },
      { delayMs: 5000, count: 4 },
    ]);
    expect(record.crashed(5000)).toEqual({ giveUp: true, count: 5 });
  });

  it("forgets crashes older than its window, so a process that ran a while starts over", () => {
    const record = crashRecord(policy);
    for (let i = 0; i < 4; i++) record.crashed(i);
    expect(record.crashed(10 * 60_000)).toEqual({ delayMs: 1000, count: 1 });
  });
});
