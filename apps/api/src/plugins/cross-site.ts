import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config/config.js";
import { HttpError } from "../errors.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host (name and port) of an origin, or undefined for `null` and anything that is not one. */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.origin === "null" ? undefined : url.host;
  } catch {
    return undefined;
  }
}

/**
 * Whether an `Origin` is the campus's: the configured campus (CAMPUS_URL, e.g. Vite's dev server) or this
 * server itself (it serves the built campus, and Vite's proxy keeps the browser's Host). The server's own is
 * compared by host alone, as a TLS-ending proxy in front of it makes the scheme it sees differ.
 */
function isCampusOrigin(config: Config, request: FastifyRequest, origin: string): boolean {
  if (origin === new URL(config.campusUrl).origin) return true;
  const host = hostOf(origin);
  if (host === undefined) return false;
  const own = request.host;
  // `http://localhost` and `localhost:80` name the same place.
  const withoutDefaultPort = (value: string) => value.replace(/:(80|443)$/, "");
  return withoutDefaultPort(host) === withoutDefaultPort(own);
}

/**
 * State-changing calls come only from the campus, and a body only as JSON. A form, an image or a script on
 * another site can make a browser send a POST with the learner's cookies; it cannot send JSON without a CORS
 * preflight the server never grants, and a browser names the site it comes from. So before a body is read:
 * another site (`Sec-Fetch-Site: cross-site`, or a foreign `Origin`) is refused with 403, and a body that is
 * not JSON with 415 (multipart/form-data only, for the calls that take files). A call sent with no body at all (SPEC section 7's refresh, logout, join, favorites, as any
 * HTTP client sends them) has nothing to parse and is let through: what guards it is the CSRF header every
 * session-bound change must carry, which no form or beacon can set. Reads change nothing and are not checked.
 */
function checkStateChange(config: Config, request: FastifyRequest) {
  if (READS.has(request.method)) return;
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (site === "cross-site" || (origin !== undefined && !isCampusOrigin(config, request, origin))) {
    throw new HttpError(
      403,
      "Cross-site request refused: state-changing calls come from the campus, not another site.",
    );
  }
  const length = request.headers["content-length"];
  const hasBody = request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  // Calls that take files take them as multipart/form-data only; like every signed-in change, they need the CSRF
  // header, which no form of another site can send.
  if (request.routeOptions.config.multipart) {
    if (type === "multipart/form-data") return;
    throw new HttpError(
      415,
      "Send this call's body as multipart/form-data, with each file as its own part (JSON with base64 files is no longer taken).",
    );
  }
  if (!hasBody && type === "") return;
  if (type !== "application/json") {
    throw new HttpError(
      415,
      "Send the body of a state-changing call as JSON (content-type: application/json), or send no body at all.",
    );
  }
}

/**
 * Changes another site makes a browser send are refused (checkStateChange above): for the contract's calls only
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
