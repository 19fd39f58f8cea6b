import type { ExamDraft } from "@campus/contract";
import { useMemo, useRef, useState } from "react";
import type { DraftStorage } from "../../session";
import type { AnswerDraft } from "./answer-draft";
import { type DeviceDraft, loadDraft, markSynced, removeDraft, saveDraft } from "./draft-store";

/** Where this device's copy of the draft stands. */
export type DeviceState = "idle" | "saving" | "saved" | "failed";

/** How long after a change the draft is written: within a second, without a write per keystroke. */
export const DRAFT_SAVE_DELAY_MS = 400;
/** How long a send waits for its key to be kept on the device before it goes anyway. */
const SEND_SAVE_WAIT_MS = 1000;

/**
 * The open task's draft on this device (`storage`, IndexedDB; none: nothing is kept here): read when the task
 * opens, written a little after each change, kept with the send's key before the answer leaves, and removed
 * once it is done with. Only the latest write says where the copy stands.
 */
export function useDeviceDraft(storage: DraftStorage | undefined, draftKey: string | null) {
  const [state, setState] = useState<DeviceState>("idle");
  const writes = useRef(0);
  const copy = useMemo(() => {
    const here = storage && draftKey ? { storage, key: draftKey } : null;
    return {
      /** Another task opened: nothing is known of its copy yet. */
      reset: () => setState("idle"),
      /** The copy as kept, if any (a device that cannot be read has none). */
      load: (): Promise<DeviceDraft | undefined> =>
        here ? loadDraft(here.storage, here.key).catch(() => undefined) : Promise.resolve(undefined),
      /**
       * Writes `draft` (or removes the copy, with null) after the delay; returns what cancels it. Written without
       * a server version: a changed draft is the server's only once its own save is acknowledged. The send's key
       * is read when the write happens, so one taken meanwhile is kept with it.
       */
      write: (draft: AnswerDraft | null, sendKey: () => string | undefined, savedAt: number) => {
        if (!here) return undefined;
        const write = ++writes.current;
        setState(draft ? "saving" : "idle");
        const timer = setTimeout(() => {
          const job = draft
            ? saveDraft(here.storage, here.key, draft, sendKey(), { savedAt })
            : removeDraft(here.storage, here.key);
          job.then(
            () => {
              if (write === writes.current) setState(draft ? "saved" : "idle");
            },
            () => {
              if (write === writes.current) setState("failed");
            },
          );
        }, DRAFT_SAVE_DELAY_MS);
        return () => clearTimeout(timer);
      },
      /** Kept with its key before it leaves: a tab closed mid-send retries as the same submission. */
      keepForSend: async (answer: AnswerDraft, key: string) => {
        const write = ++writes.current;
        if (!here) return;
        const saved = await Promise.race([
          saveDraft(here.storage, here.key, answer, key, { savedAt: Date.now() }).then(
            () => true,
            () => false,
          ),
          // A device that does not answer does not hold the answer back.
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SEND_SAVE_WAIT_MS)),
        ]);
        if (write === writes.current) setState(saved ? "saved" : "failed");
      },
      /** A draft found on the server, kept here as that server version, with this device's send key. */
      keepFromServer: (draft: AnswerDraft, sendKey: string | undefined, server: ExamDraft) => {
        if (here)
          void saveDraft(here.storage, here.key, draft, sendKey, {
            savedAt: Date.parse(server.updatedAt),
            serverUpdatedAt: server.updatedAt,
          }).catch(() => undefined);
      },
      /** The server has the draft saved at `savedAt`: this copy is that version, unless it changed meanwhile. */
      markSynced: (key: string, saved: { draft: ExamDraft; savedAt: number }) => {
        if (storage) void markSynced(storage, key, saved.savedAt, saved.draft.updatedAt).catch(() => undefined);
      },
      /** The draft is done with, and nothing shows where its copy stands. */
      remove: () => {
        if (here) void removeDraft(here.storage, here.key).catch(() => undefined);
      },
      /** The draft is done with (sent or given up): no write still on its way says otherwise. */
      forget: async () => {
        writes.current++;
        setState("idle");
        if (here) await removeDraft(here.storage, here.key).catch(() => undefined);
      },
    };
  }, [storage, draftKey]);
  return [state, copy] as const;
}

/** The open task's draft on this device, as `useDeviceDraft` keeps it. */
export type DeviceDraftCopy = ReturnType<typeof useDeviceDraft>[1];
