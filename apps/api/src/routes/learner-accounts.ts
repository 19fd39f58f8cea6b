import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { auditPage, staffActor } from "../services/audit.js";
import { changeLearner, deactivateLearner, learnersPage, reactivateLearner } from "../services/learner-accounts.js";
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
    ...def(calls.auditLog),
    handler: (request) => auditPage(db, request.query),
  });
}
