import type { FastifyServerOptions } from "fastify";
import { lazySerializers } from "../http/lazy-serializers.js";
import { DEFAULT_BODY_LIMIT } from "../http/openapi.js";
import { requestId } from "../http/request-id.js";
import { frameworkRefusal } from "../plugins/framework-refusals.js";
import { type Config, fastifyTrustProxy } from "./config.js";
import { serializeRequest } from "./log-redaction.js";

/** Paths, headers and body keys that never reach the logs. */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.accessToken",
  "*.refreshToken",
  "*.code",
  "*.codeVerifier",
];

/**
 * What the server is made with, before any plugin: its log (redacted), body limit, timeouts, trusted proxies and
 * request ids (the balancer's `x-request-id`, or a random one), and answers' serializers compiled on first use.
 */
export function serverOptions(
  config: Config,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream },
): FastifyServerOptions {
  return {
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT, censor: "[redacted]" },
            // Addresses lose their hand-off tokens, codes and states before they are written.
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // The router's own refusals (a path parameter over 100 characters, an address that does not decode) in the
    // campus's error shape.
    frameworkErrors: frameworkRefusal(config.production),
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestId,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  };
}
