import { calls } from "@campus/contract";
import { handoffUrl } from "../auth/handoff.js";
import { accountByEmail, savePreferences } from "../auth/users.js";
import { badRequest, HttpError, notFound } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";

/** An account's own settings (language, theme), and staff's hand-off links that sign a learner in. */
export function accountRoutes(app: App, { db, config }: ServerResources) {
  app.route({
    ...def(calls.staffHandoffLink),
    handler: async (request) => {
      const user = await accountByEmail(db, request.body.email);
      if (!user) throw notFound("User");
      // A link signs its holder in without a password: one for a staff account would hand over staff powers.
      if (user.role === "staff") throw new HttpError(403, "Hand-off links are for learners: staff sign in themselves.");
      const url = await handoffUrl(db, config.campusUrl, user.id, request.body.path);
      // Who sent whom where, for the audit trail; never the link, whose tokens sign the learner in.
      request.log.info(
        { staffId: request.user.id, learnerId: user.id, path: request.body.path ?? "/" },
        "hand-off link minted",
      );
      return { url };
    },
  });

  app.route({
    ...def(calls.savePreferences),
    handler: async (request) => {
      const { language, theme } = request.body;
      // The schema already refuses an empty body and unknown keys (400); this guard keeps the update meaningful
      // should the schema ever loosen.
      if (language === undefined && theme === undefined) throw badRequest("body must have language, theme or both.");
      // Only what was sent changes; the other preference keeps its value.
      return { preferences: await savePreferences(db, request.user.id, { language, theme }) };
    },
  });
}
