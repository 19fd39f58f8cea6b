import { calls } from "@campus/contract";
import { type App, def, type Services } from "../http/route.js";
import { communityPage } from "../services/community.js";
import { aboutPage, completeOnboarding, filtersOf, onboardingPage } from "../services/pages.js";
import { partnerOf, partnersPage } from "../services/partner.js";
import { streakOf } from "../services/streak.js";
import { relatedTools, setFavorite, toolOf, toolsPage, visitTool } from "../services/tool.js";

export function catalogRoutes(app: App, { db }: Services) {
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

  app.route({
    ...def(calls.community),
    handler: async (request) => communityPage(db, request.user, request.query, request.lang),
  });

  app.route({
    ...def(calls.partners),
    handler: async (request) => partnersPage(db, request.user, request.query, request.lang),
  });

  app.route({
    ...def(calls.partner),
    handler: async (request) => ({ partner: await partnerOf(db, request.user, request.params.id, request.lang) }),
  });

  app.route({
    ...def(calls.filters),
    handler: async (request) => filtersOf(db, request.lang),
  });

  app.route({
    ...def(calls.about),
    handler: async (request) => ({ page: await aboutPage(db, request.lang) }),
  });

  app.route({
    ...def(calls.onboarding),
    handler: async (request) => ({ data: await onboardingPage(db, request.lang) }),
  });

  app.route({
    ...def(calls.completeOnboarding),
    handler: async (request) => completeOnboarding(db, request.user),
  });
}
