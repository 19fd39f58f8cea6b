import fp from "fastify-plugin";
import { errorName, HttpError } from "../errors.js";

type ThrownError = Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string };

/**
 * Every refusal and failure in the one error shape of the contract (`{statusCode, error, message}`): the campus's
 * own refusals with their headers (Retry-After), a schema's refusal as 400, Fastify's and its plugins' client
 * errors with their status, and anything else as a 500 that is logged and tells the client nothing of the cause.
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((error: ThrownError, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send({ statusCode: error.statusCode, error: error.error, message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (error.validation) {
        return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: error.message });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ statusCode: status, error: errorName(status), message: error.message });
      }
      request.log.error({ err: error }, "request failed");
      return reply
        .code(500)
        .send({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong on the server." });
    });
  },
  { name: "error-handler" },
);
