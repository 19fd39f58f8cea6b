import fp from "fastify-plugin";
import { authenticate, checkCsrf, type SessionUser } from "../auth/sessions.js";
import type { Config } from "../config/config.js";
import type { Db } from "../db/db.js";
import { noAccess } from "../errors.js";

/**
 * The signed-in calls' session (`request.user`, `request.sessionId`), checked before the body is read (a signed-in
 * call without a session costs its headers only) and before validation, so a caller without a session learns that
 * first. A change also needs the session's CSRF header, and a staff call the staff role.
 */
export default fp<{ db: Db; config: Config }>(
  async function authentication(app, { db, config }) {
    app.decorateRequest("user", null as unknown as SessionUser);
    app.decorateRequest("sessionId", "");
    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config.access;
      if (access !== "user" && access !== "staff") return;
      const { user, sessionId } = await authenticate(db, config, request);
      request.user = user;
      request.sessionId = sessionId;
      if (request.method !== "GET" && request.method !== "HEAD") checkCsrf(config, request, sessionId);
      if (access === "staff" && user.role !== "staff") throw noAccess();
    });
  },
  { name: "authentication", dependencies: ["@fastify/cookie"] },
);
