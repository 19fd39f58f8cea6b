import { useCallback, useEffect } from "react";
import type { DraftStorage } from "../../session";
import { type AnswerDraft, hasUnsentWork } from "./answer-draft";
import { serverContentOf } from "./draft-choice";
import { draftSaveStatus, stillMissing } from "./draft-save-status";
import type { ServerDraftCalls, ServerSyncOptions } from "./server-draft-sync";
import { useDeviceDraft } from "./use-device-draft";
import { useRestoredDraft } from "./use-restored-draft";
import { useSendKey } from "./use-send-key";
import { useServerDraftSync } from "./use-server-draft-sync";

export interface TaskDraftOptions {
  storage: DraftStorage | undefined;
  /** The draft's key (learner, course, task), or null when no task is open. */
  draftKey: string | null;
  /** The open task's draft calls on the server; without them the draft stays on this device. */
  server?: ServerDraftCalls | undefined;
  /** Timing of the server saves (tests and stories shorten it). */
  serverTiming?: Partial<ServerSyncOptions>;
  /** Whether the open task takes an answer; a task already sent keeps no draft. */
  isEditable: boolean;
  draft: AnswerDraft | undefined;
  start: AnswerDraft | undefined;
  /** Nothing is written while an answer is being sent (only the file progress changes then). */
  isPaused: boolean;
  onRestore: (draft: AnswerDraft) => void;
}

/**
 * Keeps the open task's unsent answer on this device (`useDeviceDraft`) and on the server
 * (`useServerDraftSync`), issue 18: the newer of the two is restored when the task opens (`useRestoredDraft`), each
 * change is written to the device within a second and to the server within a few seconds, and the draft is
 * forgotten once it is sent, discarded or back where it started. The send's idempotency key (`useSendKey`) is
 * kept with the draft until the server acknowledges the answer.
 */
export function useTaskDraft(options: TaskDraftOptions) {
  const { storage, draftKey, server: calls, serverTiming, isEditable, draft, start, isPaused } = options;
  const [deviceState, device] = useDeviceDraft(storage, draftKey);
  const [serverState, server] = useServerDraftSync({
    draftKey,
    calls,
    isEditable,
    timing: serverTiming,
    onSaved: device.markSynced,
  });
  const sendKey = useSendKey();
  const [restoration, restored] = useRestoredDraft({
    draftKey,
    isEditable,
    device,
    server,
    sendKey,
    onRestore: options.onRestore,
  });

  // A change: written to the device after a moment, to the server a little later (removed when back at start).
  useEffect(() => {
    if (!draftKey || !draft || !start || isPaused || !restored.isLoaded(draftKey)) return;
    if (restored.isRestored(draft) || draft === start) return;
    const keep = hasUnsentWork(draft, start);
    const savedAt = Date.now();
    restored.changed();
    server.change(keep ? { kind: "save", content: serverContentOf(draft), savedAt } : { kind: "remove" });
    return device.write(keep ? draft : null, sendKey.current, savedAt);
  }, [draftKey, draft, start, isPaused, device, server, sendKey, restored]);

  /** The key of this send, written with the draft before the answer leaves; the server's copy waits meanwhile. */
  const beginSend = useCallback(
    async (answer: AnswerDraft): Promise<string> => {
      const key = sendKey.take();
      server.hold();
      await device.keepForSend(answer, key);
      return key;
    },
    [device, server, sendKey],
  );

  /** The server has the answer (and deleted its draft with it): the device's draft and its key are done with. */
  const finishSend = useCallback(async () => {
    sendKey.forget();
    server.stop();
    restored.forget();
    await device.forget();
  }, [device, server, sendKey, restored]);

  /** The send failed: the answer is still a draft, and the server's copy follows it again. */
  const sendFailed = useCallback(() => server.release(), [server]);

  /** The learner gave the unsent answer up (the change-task modal): gone from this device and the server. */
  const discard = useCallback(async () => {
    // This task's calls, taken before the page opens the next task.
    await Promise.all([finishSend(), server.remove()]);
  }, [finishSend, server]);

  const status = draftSaveStatus({
    restoredFrom: restoration.from,
    device: deviceState,
    server: serverState,
    hasServer: calls !== undefined,
    hasStorage: storage !== undefined,
    hasFiles: (draft?.files.length ?? 0) > 0,
  });
  return {
    status,
    missingFiles: stillMissing(restoration.missingFiles, draft),
    beginSend,
    sendFailed,
    finishSend,
    discard,
  };
}
