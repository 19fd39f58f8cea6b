import type { ExamAnswer, ExamDraft, ExamDraftContent, ExamSubmit, Refusal } from "@campus/contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";
import { answer, callLog, callPath, formBodyOf, translated } from "./handlers";

type SentBody = {
  examTaskId?: string;
  text?: string;
  links?: string[];
  files?: { name: string; mimeType: string; size: number }[];
};

/** The submission the API stores for a sent body (files by name, type and size). */
function stored(id: string, examTaskId: string, body: SentBody): ExamSubmit {
  return {
    _id: id,
    examTaskId,
    status: "pending",
    text: body.text ?? null,
    links: body.links ?? [],
    files: (body.files ?? []).map((file, index) => ({
      _id: `${id}-file${index + 1}`,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size,
    })),
    feedback: null,
    createdAt: "2026-11-24T09:00:00.000Z",
    updatedAt: "2026-11-24T09:00:00.000Z",
  };
}

const submitIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");

/**
 * `exam` as the story's sends so far changed it, read from the call log (emptied for every render, so each
 * theme and viewport starts from `base`): a create adds a pending submission, an update puts the rejected one
 * back to pending with the new answer.
 */
function examAfterSends(exam: ExamAnswer): ExamAnswer {
  let submitData = [...exam.submitData];
  for (const call of callLog) {
    const body = (call.body ?? {}) as SentBody;
    if (call.name === "createExamSubmit" && body.examTaskId) {
      submitData = [...submitData, stored(`sent-${body.examTaskId}`, body.examTaskId, body)];
    } else if (call.name === "updateExamSubmit") {
      const id = submitIdOf(call.url);
      submitData = submitData.map((own) => (own._id === id ? stored(id, own.examTaskId, body) : own));
    }
  }
  return { ...exam, submitData, isSubmittedByUser: submitData.length > 0 };
}

/** When the story's server stores a draft: one fixed moment, so the pictures are the same on every run. */
export const DRAFT_SAVED_AT = "2026-11-24T08:30:00.000Z";

/** The task of a draft call's path (`/course-exams/{id}/tasks/{taskId}/draft`). */
const draftTaskOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-2) ?? "");

/**
 * The server's draft of a task as the story's calls so far left it: the one the story starts with, replaced by
 * each save, gone after a delete or a send of that task.
 */
function draftAfterCalls(taskId: string, start: ExamDraft | undefined): ExamDraft | null {
  let draft = start ?? null;
  for (const call of callLog) {
    if (call.name === "saveExamDraft" && draftTaskOf(call.url) === taskId) {
      draft = { ...(call.body as ExamDraftContent), examTaskId: taskId, updatedAt: DRAFT_SAVED_AT };
    } else if (
      (call.name === "deleteExamDraft" && draftTaskOf(call.url) === taskId) ||
      (call.name === "createExamSubmit" && (call.body as SentBody | undefined)?.examTaskId === taskId)
    ) {
      draft = null;
    }
  }
  return draft;
}

/**
 * The final-work calls over `base` (or its Polish and English versions), sends included, with the server's
 * drafts (`drafts`: those kept before the story starts, by task id, as if saved on another device).
 */
export function finalWorkHandlers(
  base: ExamAnswer | { pl: ExamAnswer; en: ExamAnswer },
  drafts: Record<string, ExamDraft> = {},
): HttpHandler[] {
  const current = () => ("pl" in base ? translated(base)() : base);
  return [
    answer("exam", () => examAfterSends(current())),
    answer("examDraft", (request: Request) => {
      const taskId = draftTaskOf(request.url);
      return { draft: draftAfterCalls(taskId, drafts[taskId]) };
    }),
    answer("saveExamDraft", async (request: Request) => {
      const taskId = draftTaskOf(request.url);
      const body = (await request.clone().json()) as ExamDraftContent;
      return { draft: { ...body, examTaskId: taskId, updatedAt: DRAFT_SAVED_AT } };
    }),
    answer("deleteExamDraft", { success: true }),
    answer("createExamSubmit", async (request: Request) => {
      const body = (await formBodyOf(request)) as SentBody;
      const id = `sent-${body.examTaskId}`;
      return { success: true, message: "Answer sent", submit: stored(id, body.examTaskId ?? "", body), errors: {} };
    }),
    answer("updateExamSubmit", async (request: Request) => {
      const body = (await formBodyOf(request)) as SentBody;
      const id = submitIdOf(request.url);
      const own = current().submitData.find((submit) => submit._id === id);
      return { success: true, message: "Answer sent", submit: stored(id, own?.examTaskId ?? "", body), errors: {} };
    }),
  ];
}

/**
 * A send the API refuses with 422 (SPEC section 5), each refusal as the API gives it: its code, keyed by link (or
 * by `text` / `files`), and the API's English sentence beside it, which the campus must not show.
 */
export function refusedSend(refusals: Record<string, Refusal>): HttpHandler[] {
  const errors = Object.fromEntries(Object.keys(refusals).map((key) => [key, `Refused by the server (${key}).`]));
  // Not in the call log: a refused answer is not stored.
  const refuse = async () => {
    return HttpResponse.json(
      { success: false, message: "Error sending answer", submit: null, errors, refusals },
      { status: 422 },
    );
  };
  return [http.post(callPath("createExamSubmit"), refuse), http.put(callPath("updateExamSubmit"), refuse)];
}

/** A send whose answer never comes: the page stays sending, each file's progress in view. */
export function sendingForever(): HttpHandler[] {
  const wait = async () => {
    await delay("infinite");
    return HttpResponse.json({});
  };
  return [http.post(callPath("createExamSubmit"), wait), http.put(callPath("updateExamSubmit"), wait)];
}

/**
 * The draft calls finding no connection (the learner went offline with the page open): each fails as a lost
 * network does, and the draft is kept on the device.
 */
export function draftsUnreachable(): HttpHandler[] {
  const lost = () => HttpResponse.error();
  return [
    http.get(callPath("examDraft"), lost),
    http.put(callPath("saveExamDraft"), lost),
    http.delete(callPath("deleteExamDraft"), lost),
  ];
}
