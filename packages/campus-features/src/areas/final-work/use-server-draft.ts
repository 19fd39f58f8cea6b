import type { ExamDraft } from "@campus/contract";
import { useMemo } from "react";
import { useCampusClient } from "../../data";
import type { ServerDraftCalls } from "./server-draft-sync";

/**
 * The draft calls of the open task (`null`: none is open, or its answer is sent). Made in the background: a
 * save that finds no connection keeps the draft on the device and says so, and leaves the session alone.
 */
export function useServerDraftCalls(courseId: string, taskId: string | null): ServerDraftCalls | undefined {
  const client = useCampusClient();
  return useMemo(() => {
    if (!taskId) return undefined;
    const task = { id: courseId, taskId };
    const background = { background: true };
    return {
      load: async () => (await client.call("examDraft", task, background)).draft,
      save: async (content) =>
        (await client.call("saveExamDraft", { ...task, ...content }, background)).draft as ExamDraft,
      remove: async () => {
        await client.call("deleteExamDraft", task, background);
      },
    };
  }, [client, courseId, taskId]);
}
