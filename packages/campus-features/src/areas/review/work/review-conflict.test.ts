import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api";
import { fullName, reviewConflictOf } from "./review-conflict";

const marek = { _id: "u-staff-2", firstName: "Marek", lastName: "Zieliński" };
/** A refusal whose answer carried `reason` (the client keeps it as it came: the console checks it). */
const refused = (status: number, reason?: unknown) =>
  new ApiError("decideReview", status, "Refused.", "http", {}, undefined, {}, undefined, reason);

describe("a review's conflicts", () => {
  it("tell a colleague's claim, with until when", () => {
    expect(
      reviewConflictOf(refused(409, { code: "reviewClaimed", reviewer: marek, until: "2026-11-22T10:12:00Z" })),
    ).toEqual({ kind: "claimed", reviewer: marek, until: "2026-11-22T10:12:00Z" });
  });

  it("tell a version resent by the learner from a verdict someone else made", () => {
    expect(
      reviewConflictOf(refused(409, { code: "reviewChanged", change: "resent", status: "pending", reviewer: null })),
    ).toEqual({ kind: "resent" });
    expect(
      reviewConflictOf(refused(409, { code: "reviewChanged", change: "decided", status: "approved", reviewer: marek })),
    ).toEqual({ kind: "decided", status: "approved", reviewer: marek });
  });

  it("are none for a reason without its parts (a newer server's), which leaves the answer's message", () => {
    for (const partial of [
      { code: "reviewClaimed", until: "2026-11-22T10:12:00.000Z" },
      { code: "reviewClaimed", reviewer: { firstName: "Marek" }, until: "2026-11-22T10:12:00.000Z" },
      { code: "reviewChanged", change: "moved", status: "pending", reviewer: null },
      { code: "reviewChanged", change: "decided", status: "lost", reviewer: marek },
      "reviewClaimed",
    ]) {
      expect(reviewConflictOf(refused(409, partial))).toBeUndefined();
    }
  });

  it("are none for any other failure", () => {
    expect(reviewConflictOf(refused(409))).toBeUndefined();
    expect(reviewConflictOf(refused(500))).toBeUndefined();
    expect(reviewConflictOf(new Error("offline"))).toBeUndefined();
  });

  it("name people by first and last name", () => {
    expect(fullName(marek)).toBe("Marek Zieliński");
  });
});
