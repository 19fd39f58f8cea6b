import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { partnerOf, partnersPage } from "../services/partner.js";

/** The partners' benefits: the list and one partner. */
export function benefitRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.partners),
    handler: async (request) => partnersPage(db, request.user, request.query, request.lang),
  });

  app.route({
    ...def(calls.partner),
    handler: async (request) => ({ partner: await partnerOf(db, request.user, request.params.id, request.lang) }),
  });
}
