import type { ReviewChangedReason, ReviewClaimedReason } from "@campus/contract";
import { type HttpHandler, http } from "msw";
import { callLog, callPath } from "./handlers";
import { reviewConflict } from "./review-handlers";

/**
 * A verdict refused with a 409, as the server refuses one on a version the reviewer no longer sees (the learner
 * resent the work, or someone decided it) or on a work a colleague holds; the call is logged with its body.
 */
export function decisionRefused(reason: ReviewChangedReason | ReviewClaimedReason): HttpHandler {
  return http.post(callPath("decideReview"), async ({ request }) => {
    callLog.push({ name: "decideReview", url: request.url, body: await request.clone().json() });
    return reviewConflict(reason, "The work changed since it was loaded.");
  });
}
