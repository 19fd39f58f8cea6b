import { calls } from "@campus/contract";
import { finishSsoSignIn, SsoRefused, startSsoSignIn } from "../auth/sso.js";
import { notFound } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";

/**
 * How the login page offers to sign in, and single sign-on through the organization's identity provider. The
 * browser navigates to these two: each answers with a redirect, never a page. A refusal lands on the login page
 * with its reason (`/login?sso=...`), which the page says in the learner's language.
 */
export function singleSignOnRoutes(app: App, { db, config }: ServerResources) {
  const { sso, passwordSignIn } = config.signIn;
  const campus = (path: string) => new URL(path, config.campusUrl).href;
  const refused = (reason: string) => campus(`/login?sso=${encodeURIComponent(reason)}`);

  app.route({
    ...def(calls.signInOptions),
    handler: async () => ({ password: passwordSignIn, sso: sso ? { name: sso.name } : null }),
  });

  app.route({
    ...def(calls.ssoStart),
    handler: async (request, reply) => {
      if (!sso) throw notFound("Single sign-on");
      try {
        return reply.redirect((await startSsoSignIn(db, config, sso, request.query)).href, 302);
      } catch (error) {
        if (!(error instanceof SsoRefused)) throw error;
        request.log.warn({ reason: error.reason }, error.message);
        return reply.redirect(refused(error.reason), 302);
      }
    },
  });

  app.route({
    ...def(calls.ssoCallback),
    handler: async (request, reply) => {
      if (!sso) throw notFound("Single sign-on");
      // The provider's answer as it arrived, for openid-client to check (state, issuer, code or error).
      const callback = new URL(request.url, campus("/"));
      try {
        const { code, state } = await finishSsoSignIn(db, sso, callback);
        return reply.redirect(campus(`/?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`), 302);
      } catch (error) {
        if (!(error instanceof SsoRefused)) throw error;
        request.log.warn({ reason: error.reason }, error.message);
        return reply.redirect(refused(error.reason), 302);
      }
    },
  });
}
