import { calls } from "@campus/contract";
import { handoffUrl, useHandoff } from "../auth/handoff.js";
import { accountOfPassword } from "../auth/password-sign-in.js";
import {
  authenticate,
  checkCsrf,
  clearSessionCookies,
  cookieNamesOf,
  ensureLangCookie,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefresh,
  setSessionCookies,
  startSession,
} from "../auth/sessions.js";
import { exchangeCode, issueCode } from "../auth/sign-in-codes.js";
import { clientNetwork, countAttempts, forgetAttempts, refundAttempt } from "../auth/sign-in-throttle.js";
import { accountByEmail, loginAnswer, savePreferences, userById } from "../auth/users.js";
import { badRequest, HttpError, notFound } from "../errors.js";
import { type App, def, type Services } from "../http/route.js";

const loginFailed = () => new HttpError(401, "Login with code error");

export function authRoutes(app: App, services: Services) {
  const { db, config } = services;
  const { perAccountAndAddress, perAddress } = config.signInLimit;
  /** The client's network, from its address: the socket's, or what the trusted proxies (TRUST_PROXY) say. */
  const addressKey = (ip: string) => `address:${clientNetwork(ip)}`;
  const { passwordChecks } = services;

  app.route({
    ...def(calls.authorize),
    handler: async (request) => {
      const { email, password, codeChallenge, state } = request.body;
      // Per account AND address, so failing on purpose elsewhere never slows the account's owner down.
      const accountKey = `account:${email.toLowerCase()}|${addressKey(request.ip)}`;
      // A sign-in refused because too many are being checked (503) counts as no attempt.
      const userId = await passwordChecks.run(async () => {
        // Counted before the password is checked: concurrent attempts cannot all slip in under the limit.
        await countAttempts(db, [
          { key: accountKey, policy: perAccountAndAddress },
          { key: addressKey(request.ip), policy: perAddress },
        ]);
        return accountOfPassword(db, config.passwordHash, email, password);
      });
      if (!userId) throw new HttpError(401, "Wrong email or password.");
      await forgetAttempts(db, accountKey);
      await refundAttempt(db, addressKey(request.ip), perAddress);
      return { code: await issueCode(db, userId, codeChallenge), state };
    },
  });

  app.route({
    ...def(calls.exchangeCode),
    handler: async (request, reply) => {
      await countAttempts(db, [{ key: addressKey(request.ip), policy: perAddress }]);
      const { code, codeVerifier } = request.body;
      const exchange = await exchangeCode(db, config, code, codeVerifier);
      if (exchange.kind === "refused") throw loginFailed();
      await refundAttempt(db, addressKey(request.ip), perAddress);
      setSessionCookies(reply, config, exchange.tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, exchange.userId));
    },
  });

  app.route({
    ...def(calls.urlLogin),
    handler: async (request, reply) => {
      await countAttempts(db, [{ key: addressKey(request.ip), policy: perAddress }]);
      const { accessToken, refreshToken } = request.body;
      const userId = await useHandoff(db, accessToken, refreshToken);
      if (!userId) throw new HttpError(401, "Login with token error");
      await refundAttempt(db, addressKey(request.ip), perAddress);
      const tokens = await startSession(db, config, userId);
      setSessionCookies(reply, config, tokens);
      ensureLangCookie(request, reply, config);
      return loginAnswer(await userById(db, userId));
    },
  });

  app.route({
    ...def(calls.refreshToken),
    handler: async (request, reply) => {
      const refresh = request.cookies[cookieNamesOf(config, request).refresh];
      if (!refresh) throw new HttpError(401, "No refresh token: sign in again.");
      const sessionId = await sessionOfRefresh(db, refresh);
      if (!sessionId) {
        clearSessionCookies(reply, config);
        throw new HttpError(401, "Unknown refresh token: sign in again.");
      }
      checkCsrf(config, request, sessionId);
      const outcome = await rotateRefreshToken(db, config, refresh);
      if (outcome.kind === "rotated") {
        setSessionCookies(reply, config, outcome.tokens);
        return { success: true, rotated: true };
      }
      // Rotated a moment ago with no successor to share: the winner's answer has the cookies.
      if (outcome.kind === "raced") return { success: true, rotated: false };
      clearSessionCookies(reply, config);
      throw new HttpError(
        401,
        outcome.kind === "reused"
          ? "Refresh token reused: the session was ended."
          : "Refresh token expired or revoked: sign in again.",
      );
    },
  });

  app.route({
    ...def(calls.destroyToken),
    handler: async (request, reply) => {
      const refresh = request.cookies[cookieNamesOf(config, request).refresh];
      let sessionId = refresh ? await sessionOfRefresh(db, refresh) : null;
      if (!sessionId && request.cookies[cookieNamesOf(config, request).access]) {
        sessionId = await authenticate(db, config, request).then(
          (s) => s.sessionId,
          () => null,
        );
      }
      if (sessionId) {
        checkCsrf(config, request, sessionId);
        await revokeSession(db, sessionId, "signed out");
      }
      clearSessionCookies(reply, config);
      return { success: true };
    },
  });

  app.route({
    ...def(calls.getUserData),
    handler: async (request) => loginAnswer(request.user),
  });

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
