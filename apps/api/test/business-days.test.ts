import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overdueBefore, reviewDueAt } from "../src/services/business-days.js";

/** An instant written as a Warsaw wall-clock time with its offset, as a reviewer in Poland reads it. */
const at = (iso: string) => new Date(iso);
const due = (sent: string) => reviewDueAt(at(sent)).toISOString();

describe("when a final work's verdict is due (3 business days, Warsaw time)", () => {
  it("counts three weekdays on the wall clock", () => {
    // Monday 10:00 CET is due Thursday 10:00 CET.
    expect(due("2026-11-30T10:00:00+01:00")).toBe(at("2026-12-03T10:00:00+01:00").toISOString());
    // Wednesday goes past the weekend: due Monday.
    expect(due("2026-12-02T13:15:00+01:00")).toBe(at("2026-12-07T13:15:00+01:00").toISOString());
  });

  it("counts a Friday evening's work from Monday on: due on Wednesday evening", () => {
    expect(due("2026-12-04T21:30:00+01:00")).toBe(at("2026-12-09T21:30:00+01:00").toISOString());
    // 23:59 on Friday in Warsaw is already Saturday nowhere: still a Friday's work.
    expect(due("2026-12-04T23:59:00+01:00")).toBe(at("2026-12-09T23:59:00+01:00").toISOString());
  });

  it("starts a weekend's work on Monday at midnight: due on Thursday at 00:00", () => {
    expect(due("2026-12-05T10:00:00+01:00")).toBe(at("2026-12-10T00:00:00+01:00").toISOString());
    expect(due("2026-12-06T23:59:59+01:00")).toBe(at("2026-12-10T00:00:00+01:00").toISOString());
    // Saturday 00:30 in Warsaw is Friday 23:30 in UTC: the campus's clock decides.
    expect(due("2026-12-05T00:30:00+01:00")).toBe(at("2026-12-10T00:00:00+01:00").toISOString());
  });

  it("keeps the wall-clock time across a change of the clocks", () => {
    // Clocks go forward on Sunday 29 March 2026: Friday 10:00 CET is due Wednesday 10:00 CEST, an hour less apart.
    expect(due("2026-03-27T10:00:00+01:00")).toBe(at("2026-04-01T10:00:00+02:00").toISOString());
    // And back on Sunday 25 October 2026: Thursday 09:00 CEST is due Tuesday 09:00 CET.
    expect(due("2026-10-22T09:00:00+02:00")).toBe(at("2026-10-27T09:00:00+01:00").toISOString());
    // Sent during the weekend of the change: Monday 00:00 CEST, due Thursday 00:00 CEST.
    expect(due("2026-03-29T02:30:00+02:00")).toBe(at("2026-04-02T00:00:00+02:00").toISOString());
  });

  it("does not count public holidays out (the campus keeps no calendar of them)", () => {
    // Thursday 24 December: Friday 25th and Monday 28th count although the 25th is Christmas.
    expect(due("2026-12-24T12:00:00+01:00")).toBe(at("2026-12-29T12:00:00+01:00").toISOString());
  });
});

describe("the sending time before which a pending work is overdue", () => {
  it("is three business days before now on a weekday", () => {
    expect(overdueBefore(at("2026-12-02T14:00:00+01:00")).toISOString()).toBe(
      at("2026-11-27T14:00:00+01:00").toISOString(),
    );
  });

  it("stands at Friday's end through the weekend", () => {
    for (const now of ["2026-12-05T09:00:00+01:00", "2026-12-06T22:00:00+01:00"]) {
      expect(overdueBefore(at(now)).toISOString(), now).toBe(at("2026-12-02T00:00:00+01:00").toISOString());
    }
  });

  it("agrees with the due time of every work at any moment (the database counts by it)", () => {
    const year = fc.date({
      min: new Date("2026-01-01T00:00:00Z"),
      max: new Date("2027-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 14 * 24 * 60 }), (sent, minutesLater) => {
        const now = new Date(sent.getTime() + minutesLater * 60_000 + 1);
        const dueAt = reviewDueAt(sent);
        // A weekend's works share one due time, Thursday 00:00: only at that very instant could the two disagree.
        fc.pre(dueAt.getTime() !== now.getTime());
        expect(sent < overdueBefore(now)).toBe(dueAt < now);
      }),
      { numRuns: 2000 },
    );
  });
});
