import { calls } from "@campus/contract";
import { type App, def, type ServerResources } from "../http/route.js";
import { coursePage } from "../services/course.js";
import { savePosition } from "../services/position.js";
import { finishWithoutCertificate, joinCourse } from "../services/progress-updates.js";
import { markReviewOffered, reviewCourse } from "../services/review.js";

/** The course page: the course with the learner's progress, joining it, the place they stopped at and their review. */
export function courseRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.course),
    handler: async (request) => ({
      data: await coursePage(db, request.user, request.params.id, request.lang, request.query.type ?? "all"),
    }),
  });

  app.route({
    ...def(calls.joinCourse),
    handler: async (request) => ({ data: { progress: await joinCourse(db, request.user, request.params.id) } }),
  });

  app.route({
    ...def(calls.savePosition),
    handler: async (request) => ({
      position: await savePosition(db, request.user, request.params.id, request.body),
    }),
  });

  app.route({
    ...def(calls.reviewCourse),
    handler: async (request) => ({
      review: await reviewCourse(db, request.user, request.params.id, request.body),
    }),
  });
}

/** The course's ending once its lessons are done: the review offered, or finishing without a certificate. */
export function courseEndRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.markReviewOffered),
    handler: async (request) => ({ reviewOffered: await markReviewOffered(db, request.user, request.params.id) }),
  });

  app.route({
    ...def(calls.finishWithoutCertificate),
    handler: async (request) => ({
      data: { progress: await finishWithoutCertificate(db, request.user, request.params.courseId) },
    }),
  });
}
