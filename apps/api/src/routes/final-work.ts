import { calls, EXAM_LIMITS } from "@campus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type App, def, type ServerResources } from "../http/route.js";
import { finalWorkPage } from "../services/final-work-page.js";
import { type AnswerFaults, correctAnswer, type SendOutcome, sendAnswer } from "../services/final-work-send.js";
import { type ReceivedAnswer, readAnswerParts, UploadRefused } from "../services/final-work-upload.js";

const refused = ({ errors, refusals }: AnswerFaults) => ({
  success: false,
  message: "Error sending answer",
  submit: null,
  errors,
  refusals,
});
const sent = <T>(submit: T) => ({ success: true, message: "Answer sent", submit, errors: {} });

/**
 * What the parser lets through of an answer; the reader refuses a file the moment it passes the size limit, so one
 * byte more than the limit is enough to tell, and one file more than a task takes.
 */
const ANSWER_LIMITS = {
  fileSize: EXAM_LIMITS.maxFileSizeMB * 1024 * 1024 + 1,
  files: EXAM_LIMITS.maxFiles,
  fields: 30,
  parts: 30 + EXAM_LIMITS.maxFiles,
};

/**
 * The answer's parts as they arrive (multipart/form-data, files streamed). A file refused mid-upload (over the
 * size limit, one file too many) is answered there with a 413 naming it, and undefined is returned.
 */
async function receive(request: FastifyRequest, reply: FastifyReply): Promise<ReceivedAnswer | undefined> {
  try {
    return await readAnswerParts(request.parts({ limits: ANSWER_LIMITS }));
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    await reply.code(error.statusCode).send(error.answer());
    return undefined;
  }
}

/** The answer to a send: the submission, or 422 with the answer's faults. */
const answerOf = (reply: FastifyReply, outcome: SendOutcome) =>
  "faults" in outcome ? reply.code(422).send(refused(outcome.faults)) : sent(outcome.submit);

/** The final work of a course: its page, a task's answer sent, and a rejected answer corrected. */
export function finalWorkRoutes(app: App, { db }: ServerResources) {
  app.route({
    ...def(calls.exam),
    handler: async (request) => finalWorkPage(db, request.user, request.params.id, request.lang),
  });

  app.route({
    ...def(calls.createExamSubmit),
    handler: async (request, reply) => {
      const body = await receive(request, reply);
      if (!body) return reply;
      return answerOf(reply, await sendAnswer(db, request.user, body));
    },
  });

  app.route({
    ...def(calls.updateExamSubmit),
    handler: async (request, reply) => {
      // The body first, as fastify checks every other call's before its handler looks anything up.
      const body = await receive(request, reply);
      if (!body) return reply;
      return answerOf(reply, await correctAnswer(db, request.user, request.params.submitId, body));
    },
  });
}
