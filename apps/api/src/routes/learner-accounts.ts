import { calls } from "@campus/contract";
import { attachment } from "../http/attachment.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { auditPage, recordAudit, staffActor } from "../services/audit.js";
import { changeLearner, deactivateLearner, learnersPage, reactivateLearner } from "../services/learner-accounts.js";
import { eraseLearner } from "../services/learner-erasure.js";
import { learnerExport } from "../services/learner-export.js";
import { importLearners } from "../services/learner-import.js";

/** Staff's accounts: finding one, changing its rank or organization, deactivating and reactivating it; the audit log. */
export function learnerAccountRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.learners),
    handler: (request) => learnersPage(db, request.query),
  });

  app.route({
    ...def(calls.importLearners),
    // A CSV of 10,000 learners is about 1 MB; 4 MB leaves room for long names and Polish letters.
    bodyLimit: 8 * 1024 * 1024,
    handler: (request) => importLearners(db, staffActor(request.user), request.body),
  });

  app.route({
    ...def(calls.changeLearner),
    handler: (request) => changeLearner(db, staffActor(request.user), request.params.id, request.body),
  });

  app.route({
    ...def(calls.deactivateLearner),
    handler: (request) => deactivateLearner(db, staffActor(request.user), request.params.id),
  });

  app.route({
    ...def(calls.reactivateLearner),
    handler: (request) => reactivateLearner(db, staffActor(request.user), request.params.id),
  });

  app.route({
    ...def(calls.exportLearner),
    handler: async (request, reply) => {
      const { zip, name } = await learnerExport(db, request.params.id);
      await recordAudit(db, staffActor(request.user), "learner.export", { userId: request.params.id });
      reply.header("content-type", "application/zip");
      reply.header("content-disposition", attachment(name));
      // Personal data: never kept by a cache between the campus and the staff member.
      reply.header("cache-control", "no-store");
      return reply.send(Buffer.from(zip));
    },
  });

  app.route({
    ...def(calls.eraseLearner),
    handler: async (request) => {
      const erased = await eraseLearner(db, staffActor(request.user), request.params.id, request.body.email);
      return { success: true, certificatesRevoked: erased.certificates };
    },
  });

  app.route({
    ...def(calls.auditLog),
    handler: (request) => auditPage(db, request.query),
  });
}
