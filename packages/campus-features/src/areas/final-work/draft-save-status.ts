import type { DraftFile as ServerFile } from "@campus/contract";
import type { AnswerDraft } from "./answer-draft";
import type { ServerSaveState } from "./server-draft-sync";
import type { DeviceState } from "./use-device-draft";

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

export interface DraftStandings {
  /** Where the draft shown was restored from, until the learner changes it. */
  restoredFrom: "device" | "server" | null;
  device: DeviceState;
  /** The server's copy, as last reported. */
  server: ServerSaveState | null;
  /** Whether the open task's draft goes to the server. */
  hasServer: boolean;
  /** Whether this device keeps drafts at all. */
  hasStorage: boolean;
  hasFiles: boolean;
}

/** The status beside the form: a restored draft says where it came from, else where its copies stand. */
export function draftSaveStatus(standings: DraftStandings): DraftSaveStatus {
  const { restoredFrom, device, server, hasServer, hasStorage, hasFiles } = standings;
  if (restoredFrom === "server") return "restoredServer";
  if (restoredFrom === "device") return "restored";
  // Without storage on this device, an answer the server cannot take is kept nowhere.
  return combinedStatus(!hasStorage && server === "offline" ? "failed" : device, hasServer ? server : null, hasFiles);
}

/** The files chosen on another device that this draft still lacks (chosen here too, they stop being missing). */
export function stillMissing(missingFiles: readonly ServerFile[], draft: AnswerDraft | undefined): ServerFile[] {
  return missingFiles.filter(
    (named) => !draft?.files.some(({ file }) => file.name === named.name && file.size === named.size),
  );
}
