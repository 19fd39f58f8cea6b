import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * The headers of every answer of the server: the API's answers and the campus's files are data, never documents,
 * so nothing may load or frame them (the campus page sets its own policy, and a final work's PDF, framed by the staff
 * console, its own), nothing is sniffed or cached unless the answer says so, and each names its request.
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply, production: boolean) {
  if (!reply.hasHeader("content-security-policy")) {
    reply.header(
      "content-security-policy",
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  }
  reply.header("referrer-policy", "no-referrer");
  // DENY unless the route said otherwise with its own policy: a final work's PDF, which the staff console frames.
  if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
  reply.header("x-content-type-options", "nosniff");
  reply.header("cross-origin-resource-policy", "same-origin");
  if (production) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  reply.header("x-request-id", request.id);
}

/** The headers of every answer (security policy, caching, the request id): setAnswerHeaders above. */
export default fp<{ production: boolean }>(
  async function answerHeaders(app, { production }) {
    app.addHook("onSend", async (request, reply, payload) => {
      setAnswerHeaders(request, reply, production);
      return payload;
    });
  },
  { name: "answer-headers" },
);
