import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { recentCompletion } from "../services/completion.js";
import { myLearningOf } from "../services/my-learning.js";
import { homepageOf, programCoursesPage, programOf, programsPage, toolbarOf } from "../services/program.js";

export function programRoutes(app: App, { db, config }: ServerResources) {
  app.route({
    ...def(calls.modules),
    handler: async (request) => programsPage(db, request.user, request.query, request.lang),
  });

  app.route({
    ...def(calls.module),
    handler: async (request) => ({ moduleDetails: await programOf(db, request.user, request.params.id, request.lang) }),
  });

  app.route({
    ...def(calls.moduleCourses),
    handler: async (request) => programCoursesPage(db, request.user, request.params.id, request.query, request.lang),
  });

  app.route({
    ...def(calls.homepage),
    handler: async (request) => ({
      ...(await homepageOf(db, request.user, request.lang)),
      completedCourse: await recentCompletion(db, request.user, request.lang, config.campusUrl),
    }),
  });

  app.route({
    ...def(calls.myLearning),
    handler: async (request) => myLearningOf(db, request.user, request.lang, config.campusUrl),
  });

  app.route({
    ...def(calls.toolbar),
    handler: async (request) => toolbarOf(db, request.lang),
  });
}
