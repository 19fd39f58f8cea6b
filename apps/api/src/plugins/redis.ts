import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The campus's shared Redis (REDIS_URL), or undefined for one embedded process. */
    redis: Redis | undefined;
  }
}

/**
 * The connection to Redis that the processes of one campus count through, or undefined without REDIS_URL. Quick to
 * give up on a command (one retry), as a rate limit must not hold a request up; it reconnects by itself, and each
 * lost connection is logged rather than ending the process. Closed with the server.
 */
export default fp<{ config: Pick<Config, "redisUrl"> }>(
  async function redis(app, { config }) {
    const connection = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    connection?.on("error", (error: Error) => app.log.warn({ err: error }, "Redis connection failed"));
    app.decorate("redis", connection);
    app.addHook("onClose", async () => {
      await connection?.quit();
    });
  },
  { name: "redis" },
);
