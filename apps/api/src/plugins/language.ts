import { cookieNames } from "@campus/contract";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import { parseLang } from "../i18n.js";

/** Every request's language (`request.lang`), from the `lang` cookie: the language answers and messages are in. */
export default fp<{ config: Pick<Config, "cookiePrefix"> }>(
  async function language(app, { config }) {
    const names = cookieNames(config.cookiePrefix);
    app.decorateRequest("lang", "pl");
    app.addHook("onRequest", async (request) => {
      request.lang = parseLang(request.cookies[names.lang]);
    });
  },
  { name: "language", dependencies: ["@fastify/cookie"] },
);
