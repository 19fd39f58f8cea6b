import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { closedTestOf } from "../services/closed-test.js";
import { passClosedTest } from "../services/closed-test-pass.js";

/** The closed test of a course: its questions, and the learner's answers checked. */
export function closedTestRoutes(app: App, { db, config }: ServerResources) {
  app.route({
    ...def(calls.closedTest),
    handler: async (request) => closedTestOf(db, request.user, request.params.id, request.lang),
  });

  app.route({
    ...def(calls.checkClosedTest),
    handler: async (request) =>
      passClosedTest(db, config.certificateIssuer, request.user, request.params.id, request.lang, request.body),
  });
}
