import { describe, expect, it } from "vitest";
import { dateTimeOf, timeOf } from "./work-dates";

describe("the console's dates", () => {
  it("read as the reviewer's clock does, in their language", () => {
    const iso = "2026-11-22T10:12:00.000Z";
    const local = new Date(iso);
    const hhmm = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
    expect(timeOf("pl", iso)).toBe(hhmm);
    expect(timeOf("en", iso)).toBe(hhmm);
    expect(dateTimeOf("pl", iso)).toContain("listopada 2026");
    expect(dateTimeOf("en", iso)).toContain("November 2026");
  });
});
