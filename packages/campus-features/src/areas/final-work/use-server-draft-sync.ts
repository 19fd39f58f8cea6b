import type { ExamDraft } from "@campus/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  type ServerChange,
  type ServerDraftCalls,
  ServerDraftSync,
  type ServerSaveState,
  type ServerSyncOptions,
} from "./server-draft-sync";

/** How long opening a task waits for the server's draft before it shows the device's alone. */
const SERVER_LOAD_WAIT_MS = 4000;

const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), ms);
  });

export interface ServerDraftSyncOptions {
  /** The draft's key on this device (learner, course, task), or null when no task is open. */
  draftKey: string | null;
  /** The open task's draft calls; without them the draft stays on this device. */
  calls: ServerDraftCalls | undefined;
  /** Whether the open task takes an answer; a task already sent keeps no draft. */
  isEditable: boolean;
  /** Timing of the server saves (tests and stories shorten it). */
  timing?: Partial<ServerSyncOptions> | undefined;
  /** The server has saved the draft of `draftKey`, as of its `savedAt`. */
  onSaved: (draftKey: string, saved: { draft: ExamDraft; savedAt: number }) => void;
}

/**
 * The open task's draft on the server (issue 18): a `ServerDraftSync` for each task opened with an answer to
 * write, told when the browser goes offline and back, and where its copy stands (null: no task, or none kept
 * there).
 */
export function useServerDraftSync({ draftKey, calls, isEditable, timing, onSaved }: ServerDraftSyncOptions) {
  const [state, setState] = useState<ServerSaveState | null>(null);
  const sync = useRef<ServerDraftSync | null>(null);
  const current = useRef(calls);
  current.current = calls;
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const options = useRef(timing);

  useEffect(() => {
    setState(null);
    if (!draftKey || !isEditable || !current.current) return;
    let isCurrent = true;
    const task = () => current.current as ServerDraftCalls;
    const live = new ServerDraftSync(
      { load: () => task().load(), save: (content) => task().save(content), remove: () => task().remove() },
      (next, acknowledged) => {
        if (!isCurrent) return;
        setState(next);
        if (acknowledged) saved.current(draftKey, acknowledged);
      },
      options.current,
    );
    sync.current = live;
    const online = () => live.online();
    const offline = () => live.offline();
    globalThis.addEventListener?.("online", online);
    globalThis.addEventListener?.("offline", offline);
    return () => {
      isCurrent = false;
      live.stop();
      globalThis.removeEventListener?.("online", online);
      globalThis.removeEventListener?.("offline", offline);
    };
  }, [draftKey, isEditable]);

  const server = useMemo(
    () => ({
      /** The draft the server keeps (undefined: it could not be asked in time, or there is no server). */
      load: (): Promise<ExamDraft | null | undefined> =>
        current.current
          ? Promise.race([current.current.load(), timeout(SERVER_LOAD_WAIT_MS)]).catch(() => undefined)
          : Promise.resolve(undefined),
      change: (next: ServerChange, immediately?: boolean) => sync.current?.change(next, immediately),
      hold: () => sync.current?.hold(),
      release: () => sync.current?.release(),
      /** The draft is done with: nothing more goes to the server, and its copy there is not shown. */
      stop: () => {
        sync.current?.stop();
        setState(null);
      },
      /** Removes the task's draft from the server now (the calls of the task open when asked). */
      remove: () => current.current?.remove().catch(() => undefined),
    }),
    [],
  );
  return [state, server] as const;
}

/** The open task's draft on the server, as `useServerDraftSync` keeps it. */
export type ServerDraftCopy = ReturnType<typeof useServerDraftSync>[1];
