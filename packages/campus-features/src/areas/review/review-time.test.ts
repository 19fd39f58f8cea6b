import { describe, expect, it } from "vitest";
import { reviewAge, shortDateTime } from "./review-time";

/** The stories' clock: Sunday 22 November 2026, 11:00 in Warsaw. */
const now = new Date("2026-11-22T10:00:00.000Z");

describe("reviewAge", () => {
  it("counts the calendar days to the due date in the campus's zone", () => {
    expect(reviewAge({ dueAt: "2026-11-25T09:30:00.000Z", overdue: false }, now)).toEqual({ kind: "due", days: 3 });
    expect(reviewAge({ dueAt: "2026-11-24T12:45:00.000Z", overdue: false }, now)).toEqual({ kind: "due", days: 2 });
    expect(reviewAge({ dueAt: "2026-11-23T08:00:00.000Z", overdue: false }, now)).toEqual({ kind: "due", days: 1 });
  });

  it("says due today for a work due later today, and for one the browser's clock puts a little past due", () => {
    expect(reviewAge({ dueAt: "2026-11-22T20:00:00.000Z", overdue: false }, now)).toEqual({ kind: "due", days: 0 });
    expect(reviewAge({ dueAt: "2026-11-22T09:59:00.000Z", overdue: false }, now)).toEqual({ kind: "due", days: 0 });
  });

  it("counts how long a work is overdue, as the server says it is", () => {
    expect(reviewAge({ dueAt: "2026-11-19T08:00:00.000Z", overdue: true }, now)).toEqual({ kind: "overdue", days: 3 });
    expect(reviewAge({ dueAt: "2026-11-18T15:10:00.000Z", overdue: true }, now)).toEqual({
      kind: "overdue",
      days: 4,
    });
    expect(reviewAge({ dueAt: "2026-11-22T08:00:00.000Z", overdue: true }, now)).toEqual({ kind: "overdue", days: 0 });
  });

  it("takes the date in Warsaw, not in UTC: 23:30 UTC on the 21st is already the 22nd there", () => {
    expect(reviewAge({ dueAt: "2026-11-21T23:30:00.000Z", overdue: true }, now)).toEqual({ kind: "overdue", days: 0 });
    // Past midnight in Warsaw (00:30 on the 23rd), still the 22nd in UTC.
    const lateEvening = new Date("2026-11-22T23:30:00.000Z");
    expect(reviewAge({ dueAt: "2026-11-24T10:00:00.000Z", overdue: false }, lateEvening)).toEqual({
      kind: "due",
      days: 1,
    });
  });

  it("counts across the change to winter time without losing a day", () => {
    const before = new Date("2026-10-24T12:00:00.000Z");
    expect(reviewAge({ dueAt: "2026-10-26T12:00:00.000Z", overdue: false }, before)).toEqual({ kind: "due", days: 2 });
  });
});

describe("shortDateTime", () => {
  it("writes a moment in the reviewer's language and the campus's zone", () => {
    expect(shortDateTime("pl", "2026-11-20T09:30:00.000Z")).toBe("20 lis 2026, 10:30");
    expect(shortDateTime("en", "2026-11-20T09:30:00.000Z")).toBe("20 Nov 2026, 10:30");
    expect(shortDateTime("pl", "2026-07-01T22:15:00.000Z")).toBe("2 lip 2026, 00:15");
  });
});
