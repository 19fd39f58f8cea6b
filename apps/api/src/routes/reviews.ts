import { calls } from "@campus/contract";
import { attachment, inline } from "../http/attachment.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { staffActor } from "../services/audit.js";
import { claimWork, releaseWork } from "../services/review-claim.js";
import { decideWork } from "../services/review-decision.js";
import { reviewFile, SHOWN_IN_PLACE } from "../services/review-file.js";
import { reviewQueue } from "../services/review-queue.js";
import { reviewWork } from "../services/review-work.js";

/**
 * The staff console's review of final works: the queue, a work with its place in the queue, its files, claiming a
 * work while reading it, and the verdict on the version read.
 */
export function reviewRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.reviewQueue),
    handler: (request) => reviewQueue(db, request.query, request.user.id, request.lang),
  });

  app.route({
    ...def(calls.reviewWork),
    handler: async (request) => ({
      work: await reviewWork(db, request.params.id, request.query, request.user.id, request.lang),
    }),
  });

  app.route({
    ...def(calls.reviewFile),
    handler: async (request, reply) => {
      const file = await reviewFile(db, request.params.id, request.params.fileId);
      const shown = SHOWN_IN_PLACE.has(file.mimeType);
      reply.header("content-type", file.mimeType);
      reply.header("content-disposition", shown ? inline(file.name) : attachment(file.name));
      // A learner's work: never kept by a cache, nor by the browser past the page that shows it.
      reply.header("cache-control", "private, no-store");
      if (file.mimeType === "application/pdf") {
        // The console shows a PDF in an <iframe> of this address, and the browser's PDF viewer draws it inside the
        // answer's own document: Chrome's viewer is refused by that document's object-src (which default-src 'none'
        // would set), so the policy of this answer only says who may frame it: the campus's own pages.
        reply.header("content-security-policy", "frame-ancestors 'self'");
        reply.header("x-frame-options", "SAMEORIGIN");
      }
      return reply.send(file.bytes);
    },
  });

  app.route({
    ...def(calls.claimReview),
    handler: async (request) => ({
      claim: await claimWork(db, request.params.id, request.user, request.body.takeOver === true),
    }),
  });

  app.route({
    ...def(calls.releaseReview),
    handler: async (request) => {
      await releaseWork(db, request.params.id, request.user.id);
      return { success: true };
    },
  });

  app.route({
    ...def(calls.decideReview),
    handler: async (request) => {
      const { id } = request.params;
      await decideWork(db, id, { actor: staffActor(request.user), reviewerId: request.user.id }, request.body);
      // The work as the console shows it now, placed in the pending queue it has just left.
      return { work: await reviewWork(db, id, {}, request.user.id, request.lang) };
    },
  });
}
