import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { inviteLearner, resendInvitation } from "../services/invitations.js";

/** Staff invite learners: the account without a password, and the mail whose link chooses one. */
export function invitationRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.inviteLearner),
    handler: async (request) => inviteLearner(db, { userId: request.user.id, email: request.user.email }, request.body),
  });

  app.route({
    ...def(calls.resendInvitation),
    handler: async (request) =>
      resendInvitation(db, { userId: request.user.id, email: request.user.email }, request.params.id),
  });
}
