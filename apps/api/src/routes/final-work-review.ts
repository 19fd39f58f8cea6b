import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { staffActor } from "../services/audit.js";
import { review, staffList } from "../services/final-work-review.js";

/**
 * Staff's older review calls: the submissions by status, and approving or rejecting one with feedback. They take
 * the review console's path to a verdict (routes/reviews.ts), without a version.
 */
export function finalWorkReviewRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.staffSubmissions),
    handler: async (request) => ({ submissions: await staffList(db, request.query.status ?? "pending") }),
  });

  app.route({
    ...def(calls.staffApprove),
    handler: async (request) => ({
      success: true,
      submission: await review(
        db,
        request.params.id,
        { actor: staffActor(request.user), reviewerId: request.user.id },
        "approved",
        null,
      ),
    }),
  });

  app.route({
    ...def(calls.staffReject),
    handler: async (request) => ({
      success: true,
      submission: await review(
        db,
        request.params.id,
        { actor: staffActor(request.user), reviewerId: request.user.id },
        "rejected",
        request.body.feedback,
      ),
    }),
  });
}
