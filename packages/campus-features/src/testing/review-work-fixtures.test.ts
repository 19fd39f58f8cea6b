import { REVIEW_FEEDBACK_MAX } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { assertAnswer } from "./handlers";
import * as fixtures from "./review-work-fixtures";

describe("the work page's fixtures", () => {
  it.each([...fixtures.workPageWorks, ...fixtures.decidedWorks].map((work) => [work._id, work] as const))(
    "%s is a valid answer of reviewWork",
    (_id, work) => {
      expect(() => assertAnswer("reviewWork", { work })).not.toThrow();
    },
  );

  it("hold each work at its own id, and the next work where the default one leads", () => {
    const ids = fixtures.workPageWorks.map((work) => work._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(fixtures.workPageWorks[0]?.position.nextId);
  });

  it("hold feedback 40 characters short of the limit", () => {
    expect(fixtures.feedbackNearLimit).toHaveLength(REVIEW_FEEDBACK_MAX - 40);
  });
});
