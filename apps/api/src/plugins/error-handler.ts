import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { errorName, HttpError } from "../errors.js";

/** How long a client waits before asking again when the database cannot be reached (a restart takes seconds). */
export const DATABASE_RETRY_SECONDS = 5;

type ThrownError = Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string };

/**
 * Every refusal and failure in the one error shape of the contract (`{statusCode, error, message}`): the campus's
 * own refusals with their headers (Retry-After) and reasons, a schema's refusal as 400, Fastify's and its plugins' client
 * errors with their status, a database that cannot be reached as a 503 with Retry-After (passing trouble the
 * campus's client waits out, not a bug), and anything else as a 500 that is logged and tells the client nothing of
 * the cause.
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((error: ThrownError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        const answer = { statusCode: error.statusCode, error: error.error, message: error.message };
        return reply.code(error.statusCode).send(error.reason ? { ...answer, reason: error.reason } : answer);
      }
      const status = error.statusCode ?? 500;
      if (error.validation) {
        return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: error.message });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ statusCode: status, error: errorName(status), message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unreachable");
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_SECONDS))
          .send({
            statusCode: 503,
            error: "Service Unavailable",
            message: `The campus cannot reach its data just now: try again in ${DATABASE_RETRY_SECONDS} seconds.`,
          });
      }
      request.log.error({ err: error }, "request failed");
      return reply
        .code(500)
        .send({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong on the server." });
    });
  },
  { name: "error-handler" },
);
