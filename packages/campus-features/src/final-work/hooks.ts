import type { ExamSubmit } from "@campus/contract";
import { useCallback, useState } from "react";
import { type ApiError, isApiError } from "../api";
import { useCall, useCampusClient } from "../data";
import { type AnswerDraft, linksToSend, plainText } from "./answer-draft";
import { readFileAsBase64 } from "./read-file";

/** The final work of a course (its id is the course's), with the learner's submissions. */
export function useExam(id: string) {
  return useCall("exam", { id }, { keepPreviousData: false });
}

export type SendResult =
  | { ok: true; submit: ExamSubmit }
  | { ok: false; fieldErrors: Readonly<Record<string, string>>; error: ApiError | Error };

/**
 * Sends the answer to a task: a first answer is created, a rejected one is updated (PUT, SPEC section 4),
 * never created again. Files are read one by one with their progress reported by file id.
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
        const files = await Promise.all(
          draft.files.map(async ({ id, file }) => ({
            name: file.name,
            mimeType: file.type || "application/octet-stream",
            data: await readFileAsBase64(file, (percent) => onProgress(id, percent)),
          })),
        );
        const content = {
          ...(plainText(draft.text) === "" ? {} : { text: draft.text }),
          links: linksToSend(draft),
          files,
          idempotencyKey,
        };
        const answer =
          submit?.status === "rejected"
            ? await client.call("updateExamSubmit", { submitId: submit._id, ...content })
            : await client.call("createExamSubmit", { examId, examTaskId: taskId, ...content });
        if (!answer.submit) return { ok: false, fieldErrors: answer.errors, error: new Error(answer.message) };
        return { ok: true, submit: answer.submit };
      } catch (error) {
        return {
          ok: false,
          fieldErrors: isApiError(error) ? error.fieldErrors : {},
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
