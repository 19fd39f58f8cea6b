import fp from "fastify-plugin";
import { scheduleCleanup } from "../db/cleanup.js";
import type { Db } from "../db/db.js";
import { expiredRows } from "../expired-rows.js";

/** Expired sign-in codes, tokens, sessions and the like are deleted every hour, on a schedule that stops with the server. */
export default fp<{ db: Db }>(
  async function cleanup(app, { db }) {
    const stop = scheduleCleanup(db, app.log, expiredRows);
    app.addHook("onClose", async () => stop());
  },
  { name: "cleanup" },
);
