import cookie from "@fastify/cookie";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify from "fastify";
import { PasswordChecks } from "./auth/password-checks.js";
import type { Config } from "./config/config.js";
import { serverOptions } from "./config/server-options.js";
import { type Db, openDb } from "./db/db.js";
import { takeMultipart } from "./http/multipart.js";
import type { App, ServerResources } from "./http/route.js";
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
import mail from "./plugins/mail.js";
import metrics from "./plugins/metrics.js";
import notFound from "./plugins/not-found.js";
import redis from "./plugins/redis.js";
import unreadBody from "./plugins/unread-body.js";
import validation from "./plugins/validation.js";
import { aboutRoutes } from "./routes/about.js";
import { accountRoutes } from "./routes/account.js";
import { benefitRoutes } from "./routes/benefits.js";
import { builtCampusRoutes } from "./routes/built-campus.js";
import { certificateKeyRoutes, certificateRoutes } from "./routes/certificate.js";
import { certificateFileRoutes } from "./routes/certificate-files.js";
import { closedTestRoutes } from "./routes/closed-test.js";
import { communityRoutes } from "./routes/community.js";
import { courseEndRoutes, courseRoutes } from "./routes/course.js";
import { docsRoutes } from "./routes/docs.js";
import { drawerRoutes } from "./routes/drawers.js";
import { filterRoutes } from "./routes/filters.js";
import { finalWorkRoutes } from "./routes/final-work.js";
import { finalWorkDraftRoutes } from "./routes/final-work-draft.js";
import { finalWorkReviewRoutes } from "./routes/final-work-review.js";
import { invitationRoutes } from "./routes/invitations.js";
import { learnerAccountRoutes } from "./routes/learner-accounts.js";
import { lessonRoutes } from "./routes/lesson.js";
import { mediaRoutes } from "./routes/media.js";
import { onboardingRoutes } from "./routes/onboarding.js";
import { organizationRoutes } from "./routes/organizations.js";
import { passwordLinkRoutes } from "./routes/password-links.js";
import { programRoutes } from "./routes/programs.js";
import { promptbookRoutes } from "./routes/promptbook.js";
import { reviewRoutes } from "./routes/reviews.js";
import { sessionRoutes } from "./routes/session.js";
import { signInRoutes } from "./routes/sign-in.js";
import { singleSignOnRoutes } from "./routes/single-sign-on.js";
import { toolRoutes } from "./routes/tools.js";
import { prepareDatabase } from "./seed/prepare.js";
import { closeCertificateWorkers } from "./services/certificate.js";

export type { App, ServerResources } from "./http/route.js";

/** The contract's calls, by area, served under /api. */
const apiRoutes: ((app: App, resources: ServerResources) => void)[] = [
  signInRoutes,
  singleSignOnRoutes,
  passwordLinkRoutes,
  sessionRoutes,
  accountRoutes,
  courseRoutes,
  lessonRoutes,
  certificateFileRoutes,
  courseEndRoutes,
  closedTestRoutes,
  certificateRoutes,
  finalWorkRoutes,
  finalWorkReviewRoutes,
  reviewRoutes,
  finalWorkDraftRoutes,
  programRoutes,
  promptbookRoutes,
  toolRoutes,
  communityRoutes,
  benefitRoutes,
  filterRoutes,
  aboutRoutes,
  onboardingRoutes,
  drawerRoutes,
  mediaRoutes,
  docsRoutes,
  organizationRoutes,
  learnerAccountRoutes,
  invitationRoutes,
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
  const resources: ServerResources = { db, config, passwordChecks: new PasswordChecks(config.passwordChecks) };
  // onClose hooks run in the reverse order of their adding: this one last, once the plugins below have stopped
  // what they run (the cleanup schedule, the Redis connection).
  app.addHook("onClose", async () => {
    await closeCertificateWorkers();
    if (!options.db) await db.close();
  });

  await app.register(validation);
  await app.register(metrics, { db, passwordChecks: resources.passwordChecks });
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
  await app.register(mail, { db, config });

  await app.register(
    async (api) => {
      for (const routes of apiRoutes) routes(api as unknown as App, resources);
    },
    { prefix: "/api" },
  );
  await certificateKeyRoutes(app, resources);
  const campusPage = config.campusDist ? await builtCampusRoutes(app, config.campusDist) : undefined;
  await app.register(notFound, { campusPage });

  return { app, db, resources, drain: app.drain, metrics: app.metrics };
}
