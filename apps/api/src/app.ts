import cookie from "@fastify/cookie";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify from "fastify";
import { PasswordChecks } from "./auth/password-checks.js";
import type { Config } from "./config/config.js";
import { serverOptions } from "./config/server-options.js";
import { type Db, openDb } from "./db/db.js";
import { takeMultipart } from "./http/multipart.js";
import type { App, Services } from "./http/route.js";
import answerHeaders from "./plugins/answer-headers.js";
import apiDocument from "./plugins/api-document.js";
import authentication from "./plugins/authentication.js";
import callLimit from "./plugins/call-limit.js";
import cleanup from "./plugins/cleanup.js";
import compression from "./plugins/compression.js";
import crossSite from "./plugins/cross-site.js";
import drain from "./plugins/drain.js";
import errorHandler from "./plugins/error-handler.js";
import health from "./plugins/health.js";
import hostileInput from "./plugins/hostile-input.js";
import language from "./plugins/language.js";
import metrics from "./plugins/metrics.js";
import notFound from "./plugins/not-found.js";
import redis from "./plugins/redis.js";
import unreadBody from "./plugins/unread-body.js";
import validation from "./plugins/validation.js";
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

/** The contract's calls, by area, served under /api. */
const apiRoutes: ((app: App, services: Services) => void)[] = [
  authRoutes,
  courseRoutes,
  certificateRoutes,
  examRoutes,
  examDraftRoutes,
  programRoutes,
  promptbookRoutes,
  catalogRoutes,
  drawerRoutes,
  mediaRoutes,
  docsRoutes,
];

/**
 * The server: its database migrated and seeded, then a list of plugins, each one concern (src/plugins/), and the
 * route modules. Plugins that hook routes as they are added (the call limit, compression, the API document) come
 * before the routes; request hooks run in the order they are registered.
 */
export async function buildApp(
  config: Config,
  options: { db?: Db; logger?: boolean; logStream?: NodeJS.WritableStream } = {},
) {
  const db = options.db ?? (await openDb(config));
  await prepareDatabase(db, config);
  const app = Fastify(serverOptions(config, options)).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;
  const services: Services = { db, config, passwordChecks: new PasswordChecks(config.passwordChecks) };
  // onClose hooks run in the reverse order of their adding: this one last, once the plugins below have stopped
  // what they run (the cleanup schedule, the Redis connection).
  app.addHook("onClose", async () => {
    await closeCertificateWorkers();
    if (!options.db) await db.close();
  });

  await app.register(validation);
  await app.register(metrics, { db, passwordChecks: services.passwordChecks });
  await app.register(cookie);
  await takeMultipart(app);
  await app.register(compression);
  await app.register(redis, { config });
  await app.register(callLimit, { config });
  await app.register(apiDocument, { config });
  await app.register(errorHandler);
  await app.register(language, { config });
  await app.register(crossSite, { config });
  await app.register(authentication, { db, config });
  await app.register(hostileInput);
  await app.register(unreadBody);
  await app.register(answerHeaders, { production: config.production });
  await app.register(drain);
  await app.register(health, { db });
  await app.register(cleanup, { db });

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) routes(api as unknown as App, services);
    },
    { prefix: "/api" },
  );
  await certificateKeyRoutes(app, services);
  const campusPage = config.campusDist ? await campusRoutes(app, config.campusDist) : undefined;
  await app.register(notFound, { campusPage });

  return { app, db, services, drain: app.drain, metrics: app.metrics };
}
