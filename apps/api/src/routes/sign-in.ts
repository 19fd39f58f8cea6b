import { calls } from "@campus/contract";
import { signInFromAddress, signInWithPassword } from "../auth/counted-sign-in.js";
import { useHandoff } from "../auth/handoff.js";
import { ensureLangCookie, setSessionCookies, startSession } from "../auth/sessions.js";
import { exchangeCode, issueCode } from "../auth/sign-in-codes.js";
import { loginAnswer, userById } from "../auth/users.js";
import { HttpError } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";

const loginFailed = () => new HttpError(401, "Login with code error");
const handoffFailed = () => new HttpError(401, "Login with token error");

/** Signing in: a password for a one-time code (PKCE), the code for a session, or a hand-off link for one. */
export function signInRoutes(app: App, { db, config, passwordChecks }: ServerResources) {
  app.route({
    ...def(calls.authorize),
    handler: async (request) => {
      const { codeChallenge, state } = request.body;
      if (!config.signIn.passwordSignIn) {
        throw new HttpError(403, `Password sign-in is off: sign in with ${config.signIn.sso?.name}.`);
      }
      const userId = await signInWithPassword(db, config, passwordChecks, request.ip, request.body);
      return { code: await issueCode(db, userId, codeChallenge), state };
    },
  });

  app.route({
    ...def(calls.exchangeCode),
    handler: async (request, reply) => {
      const { code, codeVerifier } = request.body;
      const opened = async () => {
        const exchange = await exchangeCode(db, config, code, codeVerifier);
        return exchange.kind === "refused" ? null : exchange;
      };
      const exchange = await signInFromAddress(db, config, request.ip, opened, loginFailed);
      setSessionCookies(reply, config, exchange.tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, exchange.userId));
    },
  });

  app.route({
    ...def(calls.urlLogin),
    handler: async (request, reply) => {
      const { accessToken, refreshToken } = request.body;
      const opened = async () => (await useHandoff(db, accessToken, refreshToken)) ?? null;
      const userId = await signInFromAddress(db, config, request.ip, opened, handoffFailed);
      const tokens = await startSession(db, config, userId);
      setSessionCookies(reply, config, tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, userId));
    },
  });
}
