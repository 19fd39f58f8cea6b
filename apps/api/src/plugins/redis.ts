import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config/config.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The campus's shared Redis (REDIS_URL), or undefined for one embedded process. */
    redis: Redis | undefined;
  }
}

/** How long a start waits for the first connection, so the first calls are counted in Redis when it is there. */
const FIRST_CONNECTION_MS = 2000;

/**
 * The connection to Redis that the processes of one campus count through, or undefined without REDIS_URL. Redis is
 * optional for serving: a command while the connection is down fails at once (no offline queue), so a request never
 * waits on it, and the call limit counts in the process meanwhile. It reconnects by itself; the loss and the return
 * are logged once each (a warning, then info), not at every reconnect attempt. Closed with the server.
 */
export default fp<{ config: Pick<Config, "redisUrl"> }>(
  async function redis(app, { config }) {
    if (!config.redisUrl) {
      app.decorate("redis", undefined);
      return;
    }
    const connection = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    let down = false;
    connection.on("error", (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn({ err: error }, "Redis unreachable: the call limit counts in each process until it is back");
    });
    connection.on("ready", () => {
      if (!down) return;
      down = false;
      app.log.info("Redis reachable again: the call limit counts across the campus");
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_CONNECTION_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      connection.once("ready", done);
      connection.once("error", done);
    });
    app.decorate("redis", connection);
    app.addHook("onClose", async () => {
      // quit() needs a live connection; a down one is just dropped.
      if (connection.status === "ready") await connection.quit();
      else connection.disconnect();
    });
  },
  { name: "redis" },
);
