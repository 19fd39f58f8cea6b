import type { ExamSubmit, LessonsLeftReason, Refusal } from "@campus/contract";
import { useCallback, useState } from "react";
import { lessonsLeftIn } from "../../access";
import { type ApiError, isApiError } from "../../api";
import { useCall, useCampusClient } from "../../data";
import { type AnswerDraft, linksToSend, plainText } from "./answer-draft";
import { fileProgress } from "./upload-progress";

/** The final work of a course (its id is the course's), with the learner's submissions. */
export function useExam(id: string) {
  return useCall("exam", { id }, { keepPreviousData: false });
}

/**
 * The lessons left before the answer can be sent (issue 40), from the course and the learner's progress; null
 * when it can be, or while the course is not known (the server refuses a send too early all the same).
 */
export function useLessonsLeft(courseId: string): LessonsLeftReason | null {
  const course = useCall("course", { id: courseId });
  const data = course.data?.data.course._id === courseId ? course.data.data : undefined;
  return data ? lessonsLeftIn(data.course, data.progress) : null;
}

export type SendResult =
  | { ok: true; submit: ExamSubmit }
  | {
      ok: false;
      fieldErrors: Readonly<Record<string, string>>;
      /** The refusals as codes, keyed like `fieldErrors`, to say in the learner's language. */
      refusals: Readonly<Record<string, Refusal>>;
      error: ApiError | Error;
    };

/**
 * Sends the answer to a task: a first answer is created, a rejected one is updated (PUT, SPEC section 4),
 * never created again. The files go as they are, parts of a multipart/form-data body, each with its progress as
 * the upload goes (reported by file id).
 */
export function useSendAnswer(examId: string) {
  const client = useCampusClient();
  const [isSending, setSending] = useState(false);
  const send = useCallback(
    async (
      taskId: string,
      submit: ExamSubmit | undefined,
      draft: AnswerDraft,
      /** The same for every try of one answer: the server creates one submission for it. */
      idempotencyKey: string,
      onProgress: (fileId: string, percent: number) => void,
    ): Promise<SendResult> => {
      setSending(true);
      try {
        const content = {
          ...(plainText(draft.text) === "" ? {} : { text: draft.text }),
          links: linksToSend(draft),
          files: draft.files.map(({ file }) => file),
          idempotencyKey,
        };
        const progress = fileProgress(draft.files, onProgress);
        const options = { onUploadProgress: progress.sent };
        const answer =
          submit?.status === "rejected"
            ? await client.call("updateExamSubmit", { submitId: submit._id, ...content }, options)
            : await client.call("createExamSubmit", { examId, examTaskId: taskId, ...content }, options);
        progress.done();
        if (!answer.submit)
          return {
            ok: false,
            fieldErrors: answer.errors,
            refusals: answer.refusals ?? {},
            error: new Error(answer.message),
          };
        return { ok: true, submit: answer.submit };
      } catch (error) {
        return {
          ok: false,
          fieldErrors: isApiError(error) ? error.fieldErrors : {},
          refusals: isApiError(error) ? error.refusals : {},
          error: error instanceof Error ? error : new Error(String(error)),
        };
      } finally {
        setSending(false);
      }
    },
    [client, examId],
  );
  return { send, isSending };
}
