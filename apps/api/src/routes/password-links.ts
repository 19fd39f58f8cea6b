import { calls } from "@campus/contract";
import { signInFromAddress } from "../auth/counted-sign-in.js";
import { linkUnusable, openLink } from "../auth/password-links.js";
import { passwordRefusal } from "../auth/password-rules.js";
import { ensureLangCookie, setSessionCookies } from "../auth/sessions.js";
import { setPasswordByLink } from "../auth/set-password.js";
import { loginAnswer, userById } from "../auth/users.js";
import { accountDeactivated } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { requestPasswordReset } from "../services/password-reset.js";

/**
 * Choosing a password without one: forgot password (a reset link by mail), what a one-time link is for, and the
 * password chosen through it, which signs the learner in. The links are secrets, counted per address as the
 * sign-in's hand-off links are.
 */
export function passwordLinkRoutes(app: App, { db, config, passwordChecks }: ServerResources) {
  app.route({
    ...def(calls.requestPasswordReset),
    handler: async (request, reply) => {
      const mail = await requestPasswordReset(db, config, request.ip, request.body, request.lang);
      // Queued once the answer has gone: an address with an account is answered as fast as one without.
      if (mail) {
        reply.raw.once("close", () => {
          mail().catch((error: unknown) => request.log.error({ err: error }, "queueing a password reset mail failed"));
        });
      }
      return { success: true };
    },
  });

  app.route({
    ...def(calls.passwordLink),
    handler: async (request) => {
      const opened = async () => (await openLink(db, request.params.token)) ?? null;
      const link = await signInFromAddress(db, config, request.ip, opened, linkUnusable);
      if (link.deactivated) throw accountDeactivated();
      const { purpose, email, firstName, expiresAt } = link;
      return { purpose, email, firstName, expiresAt };
    },
  });

  app.route({
    ...def(calls.setPassword),
    handler: async (request, reply) => {
      const { token, password } = request.body;
      // The rules first: a refused password changes nothing, and the link stays usable for a better one.
      const refusal = passwordRefusal(password);
      if (refusal) throw refusal;
      const chosen = () => setPasswordByLink(db, config, passwordChecks, token, password);
      const { userId, tokens } = await signInFromAddress(db, config, request.ip, chosen, linkUnusable);
      setSessionCookies(reply, config, tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, userId));
    },
  });
}
