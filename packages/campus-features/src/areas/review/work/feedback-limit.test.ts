import { describe, expect, it } from "vitest";
import { feedbackLimitMark } from "./feedback-limit";

describe("the feedback's limit", () => {
  it("is told at a few marks of characters left, not at every key", () => {
    expect(feedbackLimitMark(100, 4000)).toBeUndefined();
    expect(feedbackLimitMark(3800, 4000)).toBe(200);
    expect(feedbackLimitMark(3850, 4000)).toBe(200);
    expect(feedbackLimitMark(3950, 4000)).toBe(50);
    expect(feedbackLimitMark(3995, 4000)).toBe(10);
    expect(feedbackLimitMark(4000, 4000)).toBe(0);
  });
});
