import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** The campus's page for an address that is not a file (routes/built-campus.ts), or undefined where it does not answer. */
type CampusPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * What an unknown address gets: with a built campus, a page address is the app's (the SPA fallback); anything
 * else, and every unknown address under `/api`, a JSON 404 naming the call that does not exist.
 */
export default fp<{ campusPage?: CampusPage | undefined }>(
  async function notFound(app, { campusPage }) {
    app.setNotFoundHandler(
      (request, reply) =>
        campusPage?.(request, reply) ??
        reply.code(404).send({
          statusCode: 404,
          error: "Not Found",
          message: `No call ${request.method} ${request.url.split("?")[0]}.`,
        }),
    );
  },
  { name: "not-found" },
);
