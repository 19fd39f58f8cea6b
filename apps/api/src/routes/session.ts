import { calls } from "@campus/contract";
import {
  authenticate,
  checkCsrf,
  clearSessionCookies,
  cookieNamesOf,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefresh,
  setSessionCookies,
} from "../auth/sessions.js";
import { loginAnswer } from "../auth/users.js";
import { HttpError } from "../errors.js";
import { type App, def, type ServerResources } from "../http/route.js";

/** The session: refreshing its tokens, signing out, and who is signed in. */
export function sessionRoutes(app: App, { db, config }: ServerResources) {
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
}
