import type { CourseReview } from "@campus/contract";
import type { CourseStage } from "./course-stage";

/**
 * Whether the review of a course opens by itself: once the course is finished (the closed test passed, the final
 * work approved), not when the learner reaches for the test; and once per account, not per browser, so the
 * server says whether it was offered before (`reviewOffered`, recorded with `markReviewOffered`).
 */
export function shouldOfferReview(
  stage: CourseStage,
  data: { review: CourseReview | null; reviewOffered: boolean } | undefined,
): boolean {
  return data !== undefined && stage === "finished" && data.review === null && !data.reviewOffered;
}
