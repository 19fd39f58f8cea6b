import { calls, type Lang } from "@campus/contract";
import { zipSync } from "fflate";
import type { SessionUser } from "../auth/sessions.js";
import { type App, def, type Services } from "../http/route.js";
import { certificateImage, drawCertificate, drawCertificatePdf } from "../services/certificate.js";
import { type CertificateRow, certificateView, issueCertificate } from "../services/certificate-store.js";
import { closedTestOf } from "../services/closed-test.js";
import { checkClosedTest } from "../services/closed-test-check.js";
import { coursePage } from "../services/course.js";
import { refuseDemo } from "../services/demo-only.js";
import { lessonContent, lessonFiles, resourceFile } from "../services/lesson.js";
import { answerInternalTest, answerQuiz } from "../services/lesson-answers.js";
import { savePosition } from "../services/position.js";
import { courseById, lessonsOf, progressView } from "../services/progress.js";
import { completeLesson, finishCourse, joinCourse } from "../services/progress-updates.js";
import { markReviewOffered, reviewCourse } from "../services/review.js";

export function courseRoutes(app: App, { db, config }: Services) {
  app.route({
    ...def(calls.course),
    handler: async (request) => ({
      data: await coursePage(db, request.user, request.params.id, request.lang, request.query.type ?? "all"),
    }),
  });

  app.route({
    ...def(calls.joinCourse),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const lessons = await lessonsOf(db, course.id);
      return { data: { progress: await joinCourse(db, request.user.id, course.id, lessons) } };
    },
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

  app.route({
    ...def(calls.lesson),
    handler: async (request) => ({
      content: await lessonContent(db, request.user, request.params.lessonId, request.query.sublessonId, request.lang),
    }),
  });

  app.route({
    ...def(calls.updateProgress),
    handler: async (request) => ({ data: { progress: await completeLesson(db, request.user.id, request.body) } }),
  });

  app.route({
    ...def(calls.updateQuizProgress),
    handler: async (request) => answerQuiz(db, request.user.id, request.body.data),
  });

  app.route({
    ...def(calls.updateInternalTestProgress),
    handler: async (request) => answerInternalTest(db, request.user.id, request.lang, request.body.data),
  });

  app.route({
    ...def(calls.downloadResource),
    handler: async (request, reply) => {
      refuseDemo(request.user);
      const resource = await resourceFile(db, request.user, request.params.id, request.lang);
      reply.header("content-type", resource.mime_type);
      reply.header("content-disposition", attachment(resource.name));
      return reply.send(Buffer.from(resource.content));
    },
  });

  app.route({
    ...def(calls.downloadResources),
    handler: async (request, reply) => {
      refuseDemo(request.user);
      const files = await lessonFiles(
        db,
        request.user,
        request.params.lessonId,
        request.query.sublessonId,
        request.lang,
      );
      const zip = zipSync(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.content)])), { level: 6 });
      reply.header("content-type", "application/zip");
      reply.header("content-disposition", attachment(`${request.params.lessonId}.zip`));
      return reply.send(Buffer.from(zip));
    },
  });

  /** The learner's certificate of a course (issued now if the pass did not issue it) and what its image prints. */
  const certificateFor = async (request: { params: { courseId: string }; user: SessionUser; lang: Lang }) => {
    const course = await courseById(db, request.params.courseId, request.user);
    const { certificate } = await issueCertificate(db, config.certificateIssuer, request.user.id, course, request.lang);
    const view = certificateView(certificate, config.campusUrl);
    return { course, view, image: certificateImage(view, extentOf(certificate)) };
  };

  app.route({
    ...def(calls.generateCertificate),
    handler: async (request, reply) => {
      const { course, view, image } = await certificateFor(request);
      const png = await drawCertificate(image);
      reply.header("content-type", "image/png");
      reply.header("content-disposition", attachment(`certificate-${course.id}-${view.issuedOn}.png`));
      return reply.send(png);
    },
  });

  app.route({
    ...def(calls.generateCertificatePdf),
    handler: async (request, reply) => {
      const { course, view, image } = await certificateFor(request);
      const pdf = await drawCertificatePdf(image);
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", attachment(`certificate-${course.id}-${view.issuedOn}.pdf`));
      return reply.send(pdf);
    },
  });

  app.route({
    ...def(calls.markReviewOffered),
    handler: async (request) => ({ reviewOffered: await markReviewOffered(db, request.user, request.params.id) }),
  });

  app.route({
    ...def(calls.finishWithoutCertificate),
    handler: async (request) => {
      const course = await courseById(db, request.params.courseId, request.user);
      const progress = await finishCourse(db, request.user.id, course.id);
      return { data: { progress: progressView(progress, await lessonsOf(db, course.id)) } };
    },
  });

  app.route({
    ...def(calls.closedTest),
    handler: async (request) => closedTestOf(db, request.user, request.params.id, request.lang),
  });

  app.route({
    ...def(calls.checkClosedTest),
    handler: async (request) => {
      const answer = await checkClosedTest(db, request.user, request.params.id, request.lang, request.body);
      // Passing completes the course, so its certificate is issued now, in the language the test was taken in:
      // home shows it (with its public page) before the learner ever downloads the image.
      if (answer.result.passed) {
        const course = await courseById(db, request.params.id, request.user);
        if (course.has_certificate) {
          await issueCertificate(db, config.certificateIssuer, request.user.id, course, request.lang);
        }
      }
      return answer;
    },
  });
}

function extentOf(row: CertificateRow) {
  return { programTitle: row.program_title, durationMinutes: row.duration_minutes };
}

function attachment(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
