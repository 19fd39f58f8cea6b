import { describe, expect, it } from "vitest";
import { shouldOfferReview } from "./review-offer";

const fresh = { review: null, reviewOffered: false };

describe("the review offer", () => {
  it("comes once the course is finished, not when its lessons are done", () => {
    expect(shouldOfferReview("finished", fresh)).toBe(true);
    expect(shouldOfferReview("lessons-done", fresh)).toBe(false);
    expect(shouldOfferReview("in-progress", fresh)).toBe(false);
    expect(shouldOfferReview("finished", undefined)).toBe(false);
  });

  it("comes once per account: not again once offered on any device, nor after a review", () => {
    expect(shouldOfferReview("finished", { review: null, reviewOffered: true })).toBe(false);
    expect(shouldOfferReview("finished", { review: { rating: 4, comment: "" }, reviewOffered: false })).toBe(false);
  });
});
