import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { aboutPage } from "../services/pages.js";

/** The about page. */
export function aboutRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.about),
    handler: async (request) => ({ page: await aboutPage(db, request.lang) }),
  });
}
