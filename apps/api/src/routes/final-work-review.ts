import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { review, staffList } from "../services/final-work-review.js";

/** Staff's review of final works: the submissions by status, and approving or rejecting one with feedback. */
export function finalWorkReviewRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.staffSubmissions),
    handler: async (request) => ({ submissions: await staffList(db, request.query.status ?? "pending") }),
  });

  app.route({
    ...def(calls.staffApprove),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "approved", null),
    }),
  });

  app.route({
    ...def(calls.staffReject),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "rejected", request.body.feedback),
    }),
  });
}
