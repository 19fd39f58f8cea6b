import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { filtersOf } from "../services/pages.js";

/** The filters of the lists (programs, tools, benefits): their categories and licence types in the learner's language. */
export function filterRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.filters),
    handler: async (request) => filtersOf(db, request.lang),
  });
}
