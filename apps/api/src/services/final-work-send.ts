import type { ExamSubmit, Refusal } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Db } from "../db/db.js";
import { badRequest, conflict } from "../errors.js";
import { requireLessonsDone } from "./course-ending.js";
import { courseById } from "./course-rows.js";
import {
  isPendingWith,
  ownSubmission,
  repeatedSend,
  resubmitAnswer,
  submissionView,
  submitAnswer,
  taskOf,
} from "./final-work.js";
import { checkAnswer } from "./final-work-answer.js";
import type { ReceivedAnswer } from "./final-work-upload.js";

/** The faults of an answer, by part, and the files refused with their reasons: answered 422, nothing stored. */
export interface AnswerFaults {
  errors: Record<string, string>;
  refusals: Record<string, Refusal>;
}

/** What sending an answer comes to: the submission, or the answer's faults. */
export type SendOutcome = { submit: ExamSubmit } | { faults: AnswerFaults };

const hasFaults = (checked: AnswerFaults) => Object.keys(checked.errors).length > 0;

/**
 * A task's first answer. The final work's page and drafts stay open before the lessons are completed (reading the
 * task early is reasonable, and a draft is the learner's own), but sending is the ending and waits for every lesson.
 */
export async function sendAnswer(db: Db, user: SessionUser, body: ReceivedAnswer): Promise<SendOutcome> {
  if (!body.examId) throw badRequest('The part "examId" is missing.');
  if (!body.examTaskId) throw badRequest('The part "examTaskId" is missing.');
  const course = await courseById(db, body.examId, user);
  await requireLessonsDone(db, user.id, course);
  const task = await taskOf(db, course.id, body.examTaskId);
  const checked = checkAnswer(body, task.answer_types);
  if (hasFaults(checked)) return { faults: checked };
  return { submit: await submitAnswer(db, user.id, course.id, task.id, checked.answer, body.idempotencyKey ?? null) };
}

/**
 * A corrected answer to a rejected submission. A send repeated with the same key (a double click, a lost reply) and
 * the same answer sent again while still pending both get the submission as it is, rather than a conflict.
 */
export async function correctAnswer(
  db: Db,
  user: SessionUser,
  submitId: string,
  body: ReceivedAnswer,
): Promise<SendOutcome> {
  if (body.examId !== undefined || body.examTaskId !== undefined)
    throw badRequest("A correction names its submission in the path: it has no examId or examTaskId part.");
  const existing = await ownSubmission(db, user.id, submitId);
  await requireLessonsDone(db, user.id, await courseById(db, existing.course_id, user));
  const key = body.idempotencyKey ?? null;
  const again = await repeatedSend(db, user.id, existing.id, key);
  if (again) return { submit: again };
  const checked = checkAnswer(body, existing.answer_types);
  if (!hasFaults(checked) && (await isPendingWith(db, existing, checked.answer)))
    return { submit: await submissionView(db, existing) };
  if (existing.status !== "rejected")
    throw conflict(`Only a rejected submission can be updated; this one is ${existing.status}.`);
  if (hasFaults(checked)) return { faults: checked };
  return { submit: await resubmitAnswer(db, user.id, existing.id, checked.answer, key) };
}
