import { describe, expect, it } from "vitest";
import { formatDuration, isPastLimit, milestoneReached, timeMilestones } from "./test-time";

const minutes = (m: number, s = 0) => (m * 60 + s) * 1000;

describe("the time of a closed test's attempt", () => {
  it("is shown as mm:ss, past an hour in minutes, never negative", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(minutes(3, 12) + 999)).toBe("03:12");
    expect(formatDuration(minutes(20))).toBe("20:00");
    expect(formatDuration(minutes(75, 3))).toBe("75:03");
    expect(formatDuration(-5000)).toBe("00:00");
  });

  it("is announced at half the limit, 5 and 1 minute left, and at the limit: not every second", () => {
    expect(timeMilestones(20)).toEqual([10, 15, 19, 20]);
    expect(timeMilestones(6)).toEqual([1, 3, 5, 6]);
    expect(timeMilestones(2)).toEqual([1, 2]);
    expect(timeMilestones(0)).toEqual([]);
    expect(milestoneReached(minutes(9, 59), 20)).toBeNull();
    expect(milestoneReached(minutes(10), 20)).toBe(10);
    expect(milestoneReached(minutes(18, 30), 20)).toBe(15);
    expect(milestoneReached(minutes(19), 20)).toBe(19);
    expect(milestoneReached(minutes(45), 20)).toBe(20);
  });

  it("is past the limit from the limit on", () => {
    expect(isPastLimit(minutes(19, 59), 20)).toBe(false);
    expect(isPastLimit(minutes(20), 20)).toBe(true);
    expect(isPastLimit(minutes(500), 0)).toBe(false);
  });
});
