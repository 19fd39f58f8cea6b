import { ErrorAnswer } from "@campus/contract";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { checkStateChange } from "./auth/cross-site.js";
import { PasswordChecks } from "./auth/password-checks.js";
import { authenticate, checkCsrf, cookieNames, type SessionUser } from "./auth/sessions.js";
import { compressAnswers } from "./compression.js";
import { type Config, fastifyTrustProxy } from "./config.js";
import { scheduleCleanup } from "./db/cleanup.js";
import { type Db, openDb } from "./db/db.js";
import { errorName, HttpError, noAccess } from "./errors.js";
import { expiredRows } from "./expired-rows.js";
import { refuseHostile } from "./hostile-input.js";
import { setAnswerHeaders } from "./http/answer-headers.js";
import { connectRedis, limitCalls } from "./http/call-limit.js";
import { describeBodyLimits, frameworkRefusal } from "./http/framework-refusals.js";
import { drainState, healthRoutes } from "./http/health.js";
import { campusMetrics } from "./http/metrics.js";
import { isMultipartBody, takeMultipart } from "./http/multipart.js";
import { DEFAULT_BODY_LIMIT, securitySchemes } from "./http/openapi.js";
import { requestId } from "./http/request-id.js";
import type { App, Services } from "./http/route.js";
import { closeOnUnreadBody } from "./http/unread-body.js";
import { parseLang } from "./i18n.js";
import { serializeRequest } from "./log-redaction.js";
import { authRoutes } from "./routes/auth.js";
import { campusRoutes } from "./routes/campus.js";
import { catalogRoutes } from "./routes/catalog.js";
import { certificateKeyRoutes, certificateRoutes } from "./routes/certificate.js";
import { courseRoutes } from "./routes/course.js";
import { docsRoutes } from "./routes/docs.js";
import { drawerRoutes } from "./routes/drawers.js";
import { examRoutes } from "./routes/exam.js";
import { examDraftRoutes } from "./routes/exam-draft.js";
import { mediaRoutes } from "./routes/media.js";
import { programRoutes } from "./routes/programs.js";
import { promptbookRoutes } from "./routes/promptbook.js";
import { prepareDatabase } from "./seed/prepare.js";
import { closeCertificateWorkers } from "./services/certificate.js";

export type { App, Services } from "./http/route.js";

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

export async function buildApp(
  config: Config,
  options: { db?: Db; logger?: boolean; logStream?: NodeJS.WritableStream } = {},
) {
  const db = options.db ?? (await openDb(config));
  await prepareDatabase(db, config);

  const app = Fastify({
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
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  // Query strings and paths are text, so they are coerced to the schema's types; JSON bodies are taken as sent,
  // and a body whose schema allows no other keys (additionalProperties: false) is refused with one, not trimmed.
  const strict = addFormats(new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, strict: false }));
  const coercing = addFormats(
    new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes: "array", strict: false }),
  );
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // A multipart body is read and checked part by part by its handler, as it arrives.
    if (httpPart === "body" && isMultipartBody(schema)) return () => true;
    return (httpPart === "body" ? strict : coercing).compile(schema);
  });

  const services: Services = {
    db,
    config,
    passwordChecks: new PasswordChecks(config.passwordChecks),
  };
  const metrics = campusMetrics(app as unknown as FastifyInstance, services);
  await app.register(cookie);
  await takeMultipart(app as unknown as FastifyInstance);
  await compressAnswers(app as unknown as FastifyInstance);
  const redis = connectRedis(config, (error) => app.log.warn({ err: error }, "Redis connection failed"));
  await limitCalls(app, config, redis);
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
      components: { securitySchemes: securitySchemes(config.cookiePrefix) },
    },
    hideUntagged: true,
  });
  describeBodyLimits(app);

  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string },
      request,
      reply,
    ) => {
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
    },
  );
  // With a built campus, an unknown page address is the app's (the SPA fallback); `/api` stays JSON.
  let campusPage: Awaited<ReturnType<typeof campusRoutes>> | undefined;
  app.setNotFoundHandler(
    (request, reply) =>
      campusPage?.(request, reply) ??
      reply.code(404).send({
        statusCode: 404,
        error: "Not Found",
        message: `No call ${request.method} ${request.url.split("?")[0]}.`,
      }),
  );

  app.decorateRequest("user", null as unknown as SessionUser);
  app.decorateRequest("sessionId", "");
  app.decorateRequest("lang", "pl");

  app.addHook("onRequest", async (request) => {
    request.lang = parseLang(request.cookies[cookieNames(config.cookiePrefix).lang]);
    // The contract's calls only (unknown addresses keep their 404); before the body is read or a session looked up.
    if (request.routeOptions.config.access) checkStateChange(config, request);
  });
  // Authentication before the body is read (a signed-in call without a session costs its headers only) and before
  // validation, so a caller without a session learns that first.
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access !== "user" && access !== "staff") return;
    const { user, sessionId } = await authenticate(db, config, request);
    request.user = user;
    request.sessionId = sessionId;
    if (request.method !== "GET" && request.method !== "HEAD") checkCsrf(config, request, sessionId);
    if (access === "staff" && user.role !== "staff") throw noAccess();
  });
  app.addHook("preValidation", async (request: FastifyRequest) => refuseHostile(request));
  closeOnUnreadBody(app);
  app.addHook("onSend", async (request, reply, payload) => {
    setAnswerHeaders(request, reply, config.production);
    return payload;
  });

  const drain = drainState();
  await healthRoutes(app as unknown as FastifyInstance, { db, redis, drain });
  await app.register(
    async (api) => {
      const typed = api as unknown as App;
      authRoutes(typed, services);
      courseRoutes(typed, services);
      certificateRoutes(typed, services);
      examRoutes(typed, services);
      examDraftRoutes(typed, services);
      programRoutes(typed, services);
      promptbookRoutes(typed, services);
      catalogRoutes(typed, services);
      drawerRoutes(typed, services);
      mediaRoutes(typed);
      docsRoutes(typed);
    },
    { prefix: "/api" },
  );
  await certificateKeyRoutes(app as unknown as FastifyInstance, services);
  if (config.campusDist) campusPage = await campusRoutes(app as unknown as FastifyInstance, config.campusDist);
  // Expired sign-in codes, tokens and sessions are deleted on a schedule that stops with the server.
  const stopCleanup = scheduleCleanup(db, app.log, expiredRows);
  app.addHook("onClose", async () => {
    stopCleanup();
    await redis?.quit();
    await closeCertificateWorkers();
    if (!options.db) await db.close();
  });
  void ErrorAnswer;
  return { app, db, services, drain, metrics };
}
