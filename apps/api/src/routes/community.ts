import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { communityPage } from "../services/community.js";

/** The community page. */
export function communityRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.community),
    handler: async (request) => communityPage(db, request.user, request.query, request.lang),
  });
}
