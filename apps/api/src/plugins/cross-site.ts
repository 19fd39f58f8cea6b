import fp from "fastify-plugin";
import { checkStateChange } from "../auth/cross-site.js";
import type { Config } from "../config.js";

/**
 * Changes another site makes a browser send are refused (auth/cross-site.ts): for the contract's calls only
 * (unknown addresses keep their 404), before the body is read or a session looked up.
 */
export default fp<{ config: Config }>(
  async function crossSite(app, { config }) {
    app.addHook("onRequest", async (request) => {
      if (request.routeOptions.config.access) checkStateChange(config, request);
    });
  },
  { name: "cross-site" },
);
