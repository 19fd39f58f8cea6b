import swagger from "@fastify/swagger";
import fp from "fastify-plugin";
import type { Config } from "../config/config.js";
import { securitySchemes } from "../http/openapi.js";
import { describeBodyLimits } from "./framework-refusals.js";

/**
 * The OpenAPI document of the contract's calls (served by the docs routes): registered before the routes, which it
 * collects as they are added, and with each call's 413 naming that call's own body limit.
 */
export default fp<{ config: Pick<Config, "cookiePrefix" | "production"> }>(
  async function apiDocument(app, { config }) {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Campus API",
          version: "0.1.0",
          description: "The contract of SPEC section 7, served under /api.",
          // The campus is not published under an open licence (its packages are private, UNLICENSED in npm's words).
          license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
        },
        servers: [{ url: "/api" }],
        // The cookies' names as a production campus (over https) names them; the descriptions give the others.
        components: { securitySchemes: securitySchemes(config.cookiePrefix, config.production) },
      },
      hideUntagged: true,
    });
    describeBodyLimits(app);
  },
  { name: "api-document" },
);
