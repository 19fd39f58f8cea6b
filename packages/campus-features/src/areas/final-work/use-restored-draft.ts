import type { DraftFile as ServerFile } from "@campus/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import type { AnswerDraft } from "./answer-draft";
import { chooseDraft, serverContentOf } from "./draft-choice";
import type { DeviceDraftCopy } from "./use-device-draft";
import type { SendKey } from "./use-send-key";
import type { ServerDraftCopy } from "./use-server-draft-sync";

export interface RestoredDraftOptions {
  draftKey: string | null;
  isEditable: boolean;
  device: DeviceDraftCopy;
  server: ServerDraftCopy;
  sendKey: SendKey;
  /** The draft found, to show in place of the task's start. */
  onRestore: (draft: AnswerDraft) => void;
}

/**
 * The draft a task opens with (issue 18): the newer of its copies here and on the server (`chooseDraft`),
 * restored with its send's key; one found only on the server is kept here too, and one the server lacks goes
 * there at once. `from` says where it came from until the learner changes it; `missingFiles` are the files
 * chosen on another device. A task whose answer has arrived has its draft removed instead.
 */
export function useRestoredDraft({ draftKey, isEditable, device, server, sendKey, onRestore }: RestoredDraftOptions) {
  const [from, setFrom] = useState<"device" | "server" | null>(null);
  const [missingFiles, setMissingFiles] = useState<ServerFile[]>([]);
  const loadedKey = useRef<string | null>(null);
  const restored = useRef<AnswerDraft | undefined>(undefined);
  const restore = useRef(onRestore);
  restore.current = onRestore;

  useEffect(() => {
    loadedKey.current = null;
    restored.current = undefined;
    sendKey.forget();
    device.reset();
    setFrom(null);
    setMissingFiles([]);
    if (!draftKey) return;
    if (!isEditable) {
      // The answer arrived (perhaps from a send whose acknowledgement was lost): its draft is done with.
      device.remove();
      return;
    }
    let isCurrent = true;
    void Promise.all([device.load(), server.load()]).then(([found, kept]) => {
      if (!isCurrent) return;
      loadedKey.current = draftKey;
      const choice = chooseDraft(found, kept);
      if (choice.source === "none") return;
      const draft = choice.source === "device" ? choice.found.draft : choice.draft;
      sendKey.restore(found?.sendKey);
      restored.current = draft;
      restore.current(draft);
      setFrom(choice.source);
      if (choice.source === "server") {
        // Saved on another device (or this one's copy is older): shown here, and kept here too.
        setMissingFiles(choice.missingFiles);
        device.keepFromServer(draft, found?.sendKey, choice.server);
      } else if (!choice.inSync) {
        // Written here while the server could not be reached (or before it could): it goes there now.
        const savedAt = choice.found.savedAt ?? Date.now();
        server.change({ kind: "save", content: serverContentOf(draft), savedAt }, true);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [draftKey, isEditable, device, server, sendKey]);

  const shown = useMemo(
    () => ({
      /** Whether the copies of `key` have been looked at: until then the answer shown is the task's start. */
      isLoaded: (key: string) => loadedKey.current === key,
      /** Whether `draft` is the one restored rather than a change of the learner's. */
      isRestored: (draft: AnswerDraft) => draft === restored.current,
      /** The learner changed the answer: it no longer says where it was restored from. */
      changed: () => setFrom(null),
      /** The draft is done with (sent or given up). */
      forget: () => {
        setFrom(null);
        setMissingFiles([]);
      },
    }),
    [],
  );
  return [{ from, missingFiles }, shown] as const;
}
