import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftStorage } from "../session";
import { type AnswerDraft, hasUnsentWork } from "./answer-draft";
import { type DeviceDraft, loadDraft, removeDraft, saveDraft } from "./draft-store";

/** Where the draft on this device stands, shown beside the form. */
export type DraftSaveStatus = "idle" | "saving" | "saved" | "restored" | "failed";

/** How long after a change the draft is written: within a second, without a write per keystroke. */
export const DRAFT_SAVE_DELAY_MS = 400;
/** How long a send waits for its key to be kept on the device before it goes anyway. */
const SEND_SAVE_WAIT_MS = 1000;

export interface DeviceDraftOptions {
  storage: DraftStorage | undefined;
  /** The draft's key (learner, course, task), or null when no task is open. */
  draftKey: string | null;
  /** Whether the open task takes an answer; a task already sent keeps no draft. */
  isEditable: boolean;
  draft: AnswerDraft | undefined;
  start: AnswerDraft | undefined;
  /** Nothing is written while an answer is being sent (only the file progress changes then). */
  isPaused: boolean;
  onRestore: (found: DeviceDraft) => void;
}

/**
 * Keeps the open task's unsent answer on this device (issue 18): restored when the task opens again, written
 * shortly after each change, forgotten once it is sent or back where it started. It also holds the send's
 * idempotency key, kept with the draft until the server acknowledges the answer.
 */
export function useDeviceDraft({
  storage,
  draftKey,
  isEditable,
  draft,
  start,
  isPaused,
  onRestore,
}: DeviceDraftOptions) {
  const [status, setStatus] = useState<DraftSaveStatus>("idle");
  const loadedKey = useRef<string | null>(null);
  const restored = useRef<AnswerDraft | undefined>(undefined);
  const sendKey = useRef<string | undefined>(undefined);
  const writes = useRef(0);
  const restore = useRef(onRestore);
  restore.current = onRestore;

  useEffect(() => {
    loadedKey.current = null;
    restored.current = undefined;
    sendKey.current = undefined;
    setStatus("idle");
    if (!storage || !draftKey) return;
    if (!isEditable) {
      // The answer arrived (perhaps from a send whose acknowledgement was lost): its draft is done with.
      void removeDraft(storage, draftKey).catch(() => undefined);
      return;
    }
    let isCurrent = true;
    loadDraft(storage, draftKey).then(
      (found) => {
        if (!isCurrent) return;
        loadedKey.current = draftKey;
        if (!found) return;
        sendKey.current = found.sendKey;
        restored.current = found.draft;
        restore.current(found);
        setStatus("restored");
      },
      () => {
        if (isCurrent) loadedKey.current = draftKey;
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [storage, draftKey, isEditable]);

  useEffect(() => {
    if (!storage || !draftKey || !draft || !start || isPaused || loadedKey.current !== draftKey) return;
    if (draft === restored.current || draft === start) return;
    const write = ++writes.current;
    const keep = hasUnsentWork(draft, start);
    setStatus(keep ? "saving" : "idle");
    const timer = setTimeout(() => {
      const job = keep ? saveDraft(storage, draftKey, draft, sendKey.current) : removeDraft(storage, draftKey);
      job.then(
        () => {
          if (write === writes.current) setStatus(keep ? "saved" : "idle");
        },
        () => {
          if (write === writes.current) setStatus("failed");
        },
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storage, draftKey, draft, start, isPaused]);

  /**
   * The key of this send: the one of a send not yet acknowledged (so a retry is the same submission), or a new
   * one, written with the draft before the answer leaves.
   */
  const beginSend = useCallback(
    async (answer: AnswerDraft): Promise<string> => {
      sendKey.current ??= globalThis.crypto.randomUUID();
      const key = sendKey.current;
      const write = ++writes.current;
      if (storage && draftKey) {
        // Kept with its key before it leaves: a tab closed mid-send retries as the same submission.
        const saved = await Promise.race([
          saveDraft(storage, draftKey, answer, key).then(
            () => true,
            () => false,
          ),
          // A device that does not answer does not hold the answer back.
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SEND_SAVE_WAIT_MS)),
        ]);
        if (write === writes.current) setStatus(saved ? "saved" : "failed");
      }
      return key;
    },
    [storage, draftKey],
  );

  /** The server has the answer: the draft and its key are done with. */
  const finishSend = useCallback(async () => {
    sendKey.current = undefined;
    writes.current++;
    setStatus("idle");
    if (storage && draftKey) await removeDraft(storage, draftKey).catch(() => undefined);
  }, [storage, draftKey]);

  return { status, beginSend, finishSend };
}
