import { calls } from "@campus/contract";
import { zipSync } from "fflate";
import { attachment } from "../http/attachment.js";
import { type App, def, type ServerResources } from "../http/route.js";
import { refuseDemo } from "../services/demo-only.js";
import { lessonContent, lessonFiles, resourceFile } from "../services/lesson.js";
import { answerInternalTest, answerQuiz } from "../services/lesson-answers.js";
import { completeLesson } from "../services/progress-updates.js";

/** A lesson: its content, completing it, the answers of its quiz and internal test, and its files. */
export function lessonRoutes(app: App, { db }: ServerResources) {
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
}
