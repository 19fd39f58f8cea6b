import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { staffActor } from "../services/audit.js";
import { allOrganizations, changeOrganization, createOrganization } from "../services/organizations.js";

/** Staff's organizations: the list, a new one, a rename or a change of its flags. */
export function organizationRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.organizations),
    handler: async () => ({ organizations: await allOrganizations(db) }),
  });

  app.route({
    ...def(calls.createOrganization),
    handler: (request) => createOrganization(db, staffActor(request.user), request.body),
  });

  app.route({
    ...def(calls.changeOrganization),
    handler: (request) => changeOrganization(db, staffActor(request.user), request.params.id, request.body),
  });
}
