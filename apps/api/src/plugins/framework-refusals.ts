import { EXAM_LIMITS } from "@campus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorName } from "../errors.js";
import { bodyLimitText, DEFAULT_BODY_LIMIT } from "../http/openapi.js";
import type { App } from "../http/route.js";
import { setAnswerHeaders } from "./answer-headers.js";

/** What the router refuses before any route or hook runs, in the campus's words (never echoing the address). */
const refusals: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "A path parameter is longer than 100 characters." },
  FST_ERR_BAD_URL: {
    status: 400,
    message: "The address is not valid: a path parameter is not well-formed percent-encoded UTF-8.",
  },
};

/**
 * Fastify's `frameworkErrors`: the refusals its router makes itself (a path parameter over `maxParamLength`, an
 * address that does not decode) answer in the one error shape of the campus, with the headers every answer carries,
 * instead of Fastify's own body that echoes the address back.
 */
export function frameworkRefusal(production: boolean) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusals[error.code ?? ""];
    const status = refusal?.status ?? 500;
    if (!refusal) request.log.error({ err: error }, "request failed in the router");
    setAnswerHeaders(request, reply, production);
    reply.code(status).send({
      statusCode: status,
      error: errorName(status),
      message: refusal?.message ?? "Something went wrong on the server.",
    });
  };
}

/** The 413 of a call that takes files (multipart/form-data, a final work's answer): its files' limits. */
const UPLOAD_LIMIT_TEXT =
  `A file passes ${EXAM_LIMITS.maxFileSizeMB} MB, or more than ${EXAM_LIMITS.maxFiles} files are sent: refused ` +
  "as it arrives, the file named in errors.files and refusals.files, the rest of the body not read.";

/**
 * The document's 413 of each call names that call's own limit: the body's, or for a call that takes files as
 * they stream (multipart), the files'. Added as each route is declared, before the document is built.
 */
export function describeBodyLimits(app: App) {
  app.addHook("onRoute", (route) => {
    const response = (route.schema as { response?: Record<number, Record<string, unknown>> } | undefined)?.response;
    const tooLarge = response?.[413];
    if (!response || !tooLarge) return;
    const text = route.config?.multipart ? UPLOAD_LIMIT_TEXT : bodyLimitText(route.bodyLimit ?? DEFAULT_BODY_LIMIT);
    response[413] = { ...tooLarge, "x-response-description": text };
  });
}
