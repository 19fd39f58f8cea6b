import { calls, EXAM_LIMITS, EXAM_REVIEW_BUSINESS_DAYS, type Refusal } from "@campus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, conflict } from "../errors.js";
import { type App, def, type Services } from "../http/route.js";
import { pick } from "../i18n.js";
import { requireLessonsDone } from "../services/course-ending.js";
import {
  finalWorkOf,
  isPendingWith,
  ownSubmission,
  repeatedSend,
  resubmitAnswer,
  submissionView,
  submitAnswer,
  taskOf,
} from "../services/final-work.js";
import { checkAnswer } from "../services/final-work-answer.js";
import { review, staffList } from "../services/final-work-review.js";
import { type ReceivedAnswer, readAnswerParts, UploadRefused } from "../services/final-work-upload.js";
import { courseById } from "../services/progress.js";

type Text = { title: string; description: string };

const refused = ({ errors, refusals }: { errors: Record<string, string>; refusals: Record<string, Refusal> }) => ({
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

/*
 * The final work's page and its drafts stay open before the lessons are completed: reading the task early and
 * thinking about it is reasonable, and a draft is the learner's own unsent text. Sending an answer (or a
 * correction) is the ending, and waits for every lesson (services/course-ending.ts).
 */
export function examRoutes(app: App, { db }: Services) {
  app.route({
    ...def(calls.exam),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const { exam, tasks, programI18n, submissions } = await finalWorkOf(db, course.id, request.user.id);
      const text = pick<Text>(exam.i18n, request.lang);
      return {
        _id: course.id,
        courseId: course.id,
        courseTitle: pick<{ title: string }>(course.i18n, request.lang).title,
        programId: course.program_id,
        // The course's own language decides the page; a program without it shows the course alone in the trail.
        programTitle: programI18n[request.lang]?.title ?? "",
        title: text.title,
        description: text.description,
        reviewBusinessDays: EXAM_REVIEW_BUSINESS_DAYS,
        isSingleTask: tasks.length === 1,
        limits: { ...EXAM_LIMITS, fileFormats: [...EXAM_LIMITS.fileFormats] },
        tasks: tasks.map((t) => ({ _id: t.id, answerTypes: t.answer_types, ...pick<Text>(t.i18n, request.lang) })),
        submitData: submissions,
        isSubmittedByUser: submissions.length > 0,
      };
    },
  });

  app.route({
    ...def(calls.createExamSubmit),
    handler: async (request, reply) => {
      const body = await receive(request, reply);
      if (!body) return reply;
      if (!body.examId) throw badRequest('The part "examId" is missing.');
      if (!body.examTaskId) throw badRequest('The part "examTaskId" is missing.');
      const course = await courseById(db, body.examId, request.user);
      await requireLessonsDone(db, request.user.id, course);
      const task = await taskOf(db, course.id, body.examTaskId);
      const checked = checkAnswer(body, task.answer_types);
      if (Object.keys(checked.errors).length > 0) return reply.code(422).send(refused(checked));
      const key = body.idempotencyKey ?? null;
      return sent(await submitAnswer(db, request.user.id, course.id, task.id, checked.answer, key));
    },
  });

  app.route({
    ...def(calls.updateExamSubmit),
    handler: async (request, reply) => {
      // The body first, as fastify checks every other call's before its handler looks anything up.
      const body = await receive(request, reply);
      if (!body) return reply;
      if (body.examId !== undefined || body.examTaskId !== undefined)
        throw badRequest("A correction names its submission in the path: it has no examId or examTaskId part.");
      const existing = await ownSubmission(db, request.user.id, request.params.submitId);
      await requireLessonsDone(db, request.user.id, await courseById(db, existing.course_id, request.user));
      const key = body.idempotencyKey ?? null;
      // The send with this key corrected it already (a double click, a lost reply): whatever it is now.
      const again = await repeatedSend(db, request.user.id, existing.id, key);
      if (again) return sent(again);
      const checked = checkAnswer(body, existing.answer_types);
      const { errors, answer } = checked;
      // The same answer sent again after its reply was lost finds it already pending: it gets the submission.
      if (Object.keys(errors).length === 0 && (await isPendingWith(db, existing, answer)))
        return sent(await submissionView(db, existing));
      if (existing.status !== "rejected")
        throw conflict(`Only a rejected submission can be updated; this one is ${existing.status}.`);
      if (Object.keys(errors).length > 0) return reply.code(422).send(refused(checked));
      return sent(await resubmitAnswer(db, request.user.id, existing.id, answer, key));
    },
  });

  app.route({
    ...def(calls.staffSubmissions),
    handler: async (request) => ({ submissions: await staffList(db, request.query.status ?? "pending") }),
  });
  app.route({
    ...def(calls.staffApprove),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "approved", null),
    }),
  });
  app.route({
    ...def(calls.staffReject),
    handler: async (request) => ({
      success: true,
      submission: await review(db, request.params.id, request.user.id, "rejected", request.body.feedback),
    }),
  });
}
