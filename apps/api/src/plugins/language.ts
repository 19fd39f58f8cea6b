import fp from "fastify-plugin";
import { langCookieOf } from "../auth/sessions.js";
import type { Config } from "../config/config.js";
import { parseLang } from "../i18n.js";

/**
 * Every request's language (`request.lang`), from the `lang` cookie (`__Host-` prefixed over https): the language
 * answers and messages are in.
 */
export default fp<{ config: Pick<Config, "cookiePrefix" | "production"> }>(
  async function language(app, { config }) {
    app.decorateRequest("lang", "pl");
    app.addHook("onRequest", async (request) => {
      request.lang = parseLang(langCookieOf(config, request));
    });
  },
  { name: "language", dependencies: ["@fastify/cookie"] },
);
