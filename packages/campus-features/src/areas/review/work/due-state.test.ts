import { describe, expect, it } from "vitest";
import { dueState } from "./due-state";

/** A moment on this device's own calendar and clock (the counting is in the reviewer's time zone). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const sunday = new Date(2026, 10, 22, 11, 0);

describe("a pending work's due state", () => {
  it("counts the calendar days left, whatever the hour", () => {
    expect(dueState(local(25, 10, 30), sunday, false)).toEqual({ kind: "dueIn", days: 3 });
    expect(dueState(local(25, 15, 5), sunday, false)).toEqual({ kind: "dueIn", days: 3 });
    expect(dueState(local(23, 0, 30), sunday, false)).toEqual({ kind: "dueIn", days: 1 });
  });

  it("says due today until the hour, and overdue since today after it", () => {
    expect(dueState(local(22, 18), sunday, false)).toEqual({ kind: "dueToday" });
    expect(dueState(local(22, 9), sunday, false)).toEqual({ kind: "overdueToday" });
  });

  it("counts the calendar days since the due day", () => {
    expect(dueState(local(19, 9), sunday, true)).toEqual({ kind: "overdueBy", days: 3 });
    expect(dueState(local(21, 23, 30), sunday, true)).toEqual({ kind: "overdueBy", days: 1 });
  });

  it("believes the server's overdue over this device's clock", () => {
    expect(dueState(local(22, 11, 5), sunday, true)).toEqual({ kind: "overdueToday" });
  });
});
