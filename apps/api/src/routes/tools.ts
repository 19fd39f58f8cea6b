import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { streakOf } from "../services/streak.js";
import { relatedTools, setFavorite, toolOf, toolsPage, visitTool } from "../services/tool.js";

/** The tools catalogue: the list, a tool with its related ones, a visit (which counts for the streak) and favourites. */
export function toolRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.tools),
    handler: async (request) => toolsPage(db, request.user, request.query, request.lang),
  });

  app.route({
    ...def(calls.tool),
    handler: async (request) => ({ tool: await toolOf(db, request.user, request.params.id, request.lang) }),
  });

  app.route({
    ...def(calls.relatedTools),
    handler: async (request) => ({ tools: await relatedTools(db, request.user, request.params.id, request.lang) }),
  });

  app.route({
    ...def(calls.visitTool),
    handler: async (request) => {
      await visitTool(db, request.user, request.params.id);
      return streakOf(db, request.user.id, request.lang);
    },
  });

  app.route({
    ...def(calls.addFavorite),
    handler: async (request) => setFavorite(db, request.user, request.params.id, true),
  });

  app.route({
    ...def(calls.removeFavorite),
    handler: async (request) => setFavorite(db, request.user, request.params.id, false),
  });
}
