import type { ExamDraft, DraftFile as ServerFile } from "@campus/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftStorage } from "../../session";
import { type AnswerDraft, hasUnsentWork } from "./answer-draft";
import { chooseDraft, serverContentOf } from "./draft-choice";
import { type DeviceDraft, loadDraft, markSynced, removeDraft, saveDraft } from "./draft-store";
import {
  type ServerDraftCalls,
  ServerDraftSync,
  type ServerSaveState,
  type ServerSyncOptions,
} from "./server-draft-sync";

/**
 * Where the unsent answer stands, shown beside the form: being saved; saved on the server (`synced`, with
 * `syncedFilesHere` when it has files, which stay on this device); offline and kept on this device; kept on
 * this device only (`saved`: the server refused it or there is none); restored from this device or from the
 * server (`restoredServer`); or not kept at all (`failed`).
 */
export type DraftSaveStatus =
  | "idle"
  | "saving"
  | "saved"
  | "synced"
  | "syncedFilesHere"
  | "offline"
  | "restored"
  | "restoredServer"
  | "failed";

type DeviceState = "idle" | "saving" | "saved" | "failed";

/** How long after a change the draft is written: within a second, without a write per keystroke. */
export const DRAFT_SAVE_DELAY_MS = 400;
/** How long a send waits for its key to be kept on the device before it goes anyway. */
const SEND_SAVE_WAIT_MS = 1000;
/** How long opening a task waits for the server's draft before it shows the device's alone. */
const SERVER_LOAD_WAIT_MS = 4000;

export interface DeviceDraftOptions {
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
  onRestore: (found: { draft: AnswerDraft }) => void;
}

/** What the learner sees of the device's state and the server's together. */
export function combinedStatus(
  device: DeviceState,
  server: ServerSaveState | null,
  hasFiles: boolean,
): DraftSaveStatus {
  if (server === null || server === "idle" || server === "local") return device;
  if (device === "saving" || server === "saving") return "saving";
  if (server === "synced") return hasFiles ? "syncedFilesHere" : "synced";
  // Offline: kept on this device, unless this device could not keep it either.
  return device === "failed" ? "failed" : "offline";
}

const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), ms);
  });

/**
 * Keeps the open task's unsent answer on this device and on the server (issue 18): the newer of the two is
 * restored when the task opens (`chooseDraft`), each change is written to the device within a second and to
 * the server within a few seconds (`ServerDraftSync`), and the draft is forgotten once it is sent, discarded
 * or back where it started. It also holds the send's idempotency key, kept with the draft until the server
 * acknowledges the answer.
 */
export function useDeviceDraft({
  storage,
  draftKey,
  server,
  serverTiming,
  isEditable,
  draft,
  start,
  isPaused,
  onRestore,
}: DeviceDraftOptions) {
  const [device, setDevice] = useState<DeviceState>("idle");
  const [remote, setRemote] = useState<ServerSaveState | null>(null);
  const [restoredFrom, setRestoredFrom] = useState<"device" | "server" | null>(null);
  const [missingFiles, setMissingFiles] = useState<ServerFile[]>([]);
  const loadedKey = useRef<string | null>(null);
  const restored = useRef<AnswerDraft | undefined>(undefined);
  const sendKey = useRef<string | undefined>(undefined);
  const writes = useRef(0);
  const sync = useRef<ServerDraftSync | null>(null);
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const calls = useRef(server);
  calls.current = server;
  const timing = useRef(serverTiming);
  const hasServer = server !== undefined;

  useEffect(() => {
    loadedKey.current = null;
    restored.current = undefined;
    sendKey.current = undefined;
    setDevice("idle");
    setRemote(null);
    setRestoredFrom(null);
    setMissingFiles([]);
    if (!draftKey) return;
    if (!isEditable) {
      // The answer arrived (perhaps from a send whose acknowledgement was lost): its draft is done with.
      if (storage) void removeDraft(storage, draftKey).catch(() => undefined);
      return;
    }
    let isCurrent = true;
    const here = storage ? loadDraft(storage, draftKey).catch(() => undefined) : Promise.resolve(undefined);
    const there = calls.current
      ? Promise.race([calls.current.load(), timeout(SERVER_LOAD_WAIT_MS)]).catch(() => undefined)
      : Promise.resolve(undefined);
    const live = calls.current
      ? new ServerDraftSync(
          {
            load: () => (calls.current as ServerDraftCalls).load(),
            save: (content) => (calls.current as ServerDraftCalls).save(content),
            remove: () => (calls.current as ServerDraftCalls).remove(),
          },
          (state, saved) => {
            if (!isCurrent) return;
            setRemote(state);
            // This device's copy is now the server's version, unless it changed meanwhile.
            if (saved && storage)
              void markSynced(storage, draftKey, saved.savedAt, saved.draft.updatedAt).catch(() => undefined);
          },
          timing.current,
        )
      : null;
    sync.current = live;
    const online = () => live?.online();
    const offline = () => live?.offline();
    globalThis.addEventListener?.("online", online);
    globalThis.addEventListener?.("offline", offline);

    Promise.all([here, there]).then(([found, kept]: [DeviceDraft | undefined, ExamDraft | null | undefined]) => {
      if (!isCurrent) return;
      loadedKey.current = draftKey;
      const choice = chooseDraft(found, kept);
      if (choice.source === "none") return;
      if (choice.source === "device") {
        sendKey.current = choice.found.sendKey;
        restored.current = choice.found.draft;
        restore.current(choice.found);
        setRestoredFrom("device");
        // Written here while the server could not be reached (or before it could): it goes there now.
        if (!choice.inSync)
          live?.change(
            {
              kind: "save",
              content: serverContentOf(choice.found.draft),
              savedAt: choice.found.savedAt ?? Date.now(),
            },
            true,
          );
        return;
      }
      // Saved on another device (or this one's copy is older): shown here, and kept here too.
      sendKey.current = found?.sendKey;
      restored.current = choice.draft;
      restore.current({ draft: choice.draft });
      setMissingFiles(choice.missingFiles);
      setRestoredFrom("server");
      if (storage)
        void saveDraft(storage, draftKey, choice.draft, found?.sendKey, {
          savedAt: Date.parse(choice.server.updatedAt),
          serverUpdatedAt: choice.server.updatedAt,
        }).catch(() => undefined);
    });
    return () => {
      isCurrent = false;
      live?.stop();
      globalThis.removeEventListener?.("online", online);
      globalThis.removeEventListener?.("offline", offline);
    };
  }, [storage, draftKey, isEditable]);

  useEffect(() => {
    if (!draftKey || !draft || !start || isPaused || loadedKey.current !== draftKey) return;
    if (draft === restored.current || draft === start) return;
    const write = ++writes.current;
    const keep = hasUnsentWork(draft, start);
    const savedAt = Date.now();
    setRestoredFrom(null);
    sync.current?.change(keep ? { kind: "save", content: serverContentOf(draft), savedAt } : { kind: "remove" });
    if (!storage) return;
    setDevice(keep ? "saving" : "idle");
    const timer = setTimeout(() => {
      // Written without a server version: a changed draft is the server's only once its own save is acknowledged.
      const job = keep
        ? saveDraft(storage, draftKey, draft, sendKey.current, { savedAt })
        : removeDraft(storage, draftKey);
      job.then(
        () => {
          if (write === writes.current) setDevice(keep ? "saved" : "idle");
        },
        () => {
          if (write === writes.current) setDevice("failed");
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
      sync.current?.hold();
      const write = ++writes.current;
      if (storage && draftKey) {
        // Kept with its key before it leaves: a tab closed mid-send retries as the same submission.
        const saved = await Promise.race([
          saveDraft(storage, draftKey, answer, key, { savedAt: Date.now() }).then(
            () => true,
            () => false,
          ),
          // A device that does not answer does not hold the answer back.
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SEND_SAVE_WAIT_MS)),
        ]);
        if (write === writes.current) setDevice(saved ? "saved" : "failed");
      }
      return key;
    },
    [storage, draftKey],
  );

  /** The server has the answer (and deleted its draft with it): the device's draft and its key are done with. */
  const finishSend = useCallback(async () => {
    sendKey.current = undefined;
    writes.current++;
    sync.current?.stop();
    setDevice("idle");
    setRemote(null);
    setRestoredFrom(null);
    setMissingFiles([]);
    if (storage && draftKey) await removeDraft(storage, draftKey).catch(() => undefined);
  }, [storage, draftKey]);

  /** The send failed: the answer is still a draft, and the server's copy follows it again. */
  const sendFailed = useCallback(() => sync.current?.release(), []);

  /** The learner gave the unsent answer up (the change-task modal): gone from this device and the server. */
  const discard = useCallback(async () => {
    // This task's calls, taken before the page opens the next task.
    const task = calls.current;
    await Promise.all([finishSend(), task?.remove().catch(() => undefined)]);
  }, [finishSend]);

  const status: DraftSaveStatus =
    restoredFrom === "server"
      ? "restoredServer"
      : restoredFrom === "device"
        ? "restored"
        : combinedStatus(
            // Without storage on this device, an answer the server cannot take is kept nowhere.
            !storage && remote === "offline" ? "failed" : device,
            hasServer ? remote : null,
            (draft?.files.length ?? 0) > 0,
          );
  // Files chosen on another device stop being missing once chosen here too.
  const stillMissing = missingFiles.filter(
    (named) => !draft?.files.some(({ file }) => file.name === named.name && file.size === named.size),
  );
  return { status, missingFiles: stillMissing, beginSend, sendFailed, finishSend, discard };
}
