import { describe, expect, it } from "vitest";
import { assertAnswer } from "./handlers";
import { dueAfter, longQueue, overdueWorks, queueWorks, reviewQueueAnswerFor } from "./review-queue-fixtures";

const at = (query: string) => new URL(`http://campus.test/api/staff/reviews?${query}`);

describe("the review queue's fixtures", () => {
  it("answer as the contract says, on every page and filter", () => {
    for (const query of ["", "page=2", "status=approved", "programId=p-practice&query=zofia", "status=rejected"]) {
      expect(() => assertAnswer("reviewQueue", reviewQueueAnswerFor(longQueue, at(query)))).not.toThrow();
      expect(() => assertAnswer("reviewQueue", reviewQueueAnswerFor(queueWorks, at(query)))).not.toThrow();
    }
  });

  it("page the long queue 25 at a time, oldest sent first", () => {
    const second = reviewQueueAnswerFor(longQueue, at("page=2"));
    expect(second).toMatchObject({ total: 37, page: 2, pageSize: 25 });
    expect(second.items).toHaveLength(12);
    const sent = longQueue.map((work) => work.sentAt);
    expect(sent).toEqual([...sent].sort());
    expect(second.counts.overdue).toBeGreaterThan(0);
  });

  it("count every status under the other filters", () => {
    const answer = reviewQueueAnswerFor(queueWorks, at("status=approved&courseId=c-final-single"));
    expect(answer.counts).toEqual({ pending: 2, approved: 1, rejected: 1, overdue: 1 });
    expect(answer.items.every((work) => work.status === "approved")).toBe(true);
  });

  it("date a work's due time 3 business days on, over a weekend", () => {
    expect(dueAfter("2026-11-20T09:30:00.000Z")).toBe("2026-11-25T09:30:00.000Z");
    expect(dueAfter("2026-11-16T08:00:00.000Z")).toBe("2026-11-19T08:00:00.000Z");
  });

  it("hold only overdue works in the overdue queue", () => {
    expect(overdueWorks.every((work) => work.overdue)).toBe(true);
  });
});
