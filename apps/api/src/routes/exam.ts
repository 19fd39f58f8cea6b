import { calls, EXAM_LIMITS } from "@campus/contract";
import { conflict } from "../errors.js";
import { type App, def, type Services } from "../http/route.js";
import { pick } from "../i18n.js";
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
import { courseById } from "../services/progress.js";

/** Three files of 5 MB in base64 fit; the server's default stays small for every other call. */
const BODY_LIMIT = 24 * 1024 * 1024;

type Text = { title: string; description: string };

const refused = (errors: Record<string, string>) => ({
  success: false,
  message: "Error sending answer",
  submit: null,
  errors,
});
const sent = <T>(submit: T) => ({ success: true, message: "Answer sent", submit, errors: {} });

export function examRoutes(app: App, { db }: Services) {
  app.route({
    ...def(calls.exam),
    handler: async (request) => {
      const course = await courseById(db, request.params.id, request.user);
      const { exam, tasks, submissions } = await finalWorkOf(db, course.id, request.user.id);
      const text = pick<Text>(exam.i18n, request.lang);
      return {
        _id: course.id,
        courseId: course.id,
        courseTitle: pick<{ title: string }>(course.i18n, request.lang).title,
        title: text.title,
        description: text.description,
        reviewBusinessDays: 3,
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
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply) => {
      const course = await courseById(db, request.body.examId, request.user);
      const task = await taskOf(db, course.id, request.body.examTaskId);
      const { errors, answer } = await checkAnswer(request.body, task.answer_types);
      if (Object.keys(errors).length > 0) return reply.code(422).send(refused(errors));
      const key = request.body.idempotencyKey ?? null;
      return sent(await submitAnswer(db, request.user.id, course.id, task.id, answer, key));
    },
  });

  app.route({
    ...def(calls.updateExamSubmit),
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply) => {
      const existing = await ownSubmission(db, request.user.id, request.params.submitId);
      const key = request.body.idempotencyKey ?? null;
      // The send with this key corrected it already (a double click, a lost reply): whatever it is now.
      const again = await repeatedSend(db, request.user.id, existing.id, key);
      if (again) return sent(again);
      const { errors, answer } = await checkAnswer(request.body, existing.answer_types);
      // The same answer sent again after its reply was lost finds it already pending: it gets the submission.
      if (Object.keys(errors).length === 0 && (await isPendingWith(db, existing, answer)))
        return sent(await submissionView(db, existing));
      if (existing.status !== "rejected")
        throw conflict(`Only a rejected submission can be updated; this one is ${existing.status}.`);
      if (Object.keys(errors).length > 0) return reply.code(422).send(refused(errors));
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
