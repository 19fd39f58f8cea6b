import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { completeOnboarding, onboardingPage } from "../services/pages.js";

/** Onboarding: its steps, and completing it (which opens the campus). */
export function onboardingRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.onboarding),
    handler: async (request) => ({ data: await onboardingPage(db, request.lang) }),
  });

  app.route({
    ...def(calls.completeOnboarding),
    handler: async (request) => completeOnboarding(db, request.user),
  });
}
