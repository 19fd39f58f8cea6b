import type { ExamDraft, ExamDraftContent, DraftFile as ServerFile } from "@campus/contract";
import { type AnswerDraft, draftId } from "./answer-draft";
import type { DeviceDraft } from "./draft-store";

/** Which draft a task opens with, and the files the other device chose that this one does not have. */
export type DraftChoice =
  | { source: "none" }
  | { source: "device"; found: DeviceDraft; inSync: boolean }
  | { source: "server"; draft: AnswerDraft; server: ExamDraft; missingFiles: ServerFile[] };

const sameFile = (file: File, named: ServerFile) => file.name === named.name && file.size === named.size;

/**
 * The newer of the draft on this device and the one on the server (issue 18), so that an answer written on
 * another device is found here and one written here offline is not lost to an older copy on the server.
 *
 * - Only one of them: that one (`undefined` for the server: it could not be asked; the device's stands).
 * - The device's draft was last saved to the server as the version the server still has: nothing happened
 *   elsewhere since, and the device's is as new or newer (changes made while the save was pending).
 * - Otherwise the later saved wins. The server's keeps the device's files it names (the same name and size);
 *   the others were removed elsewhere, and the files the server names but this device never had are listed.
 */
export function chooseDraft(device: DeviceDraft | undefined, server: ExamDraft | null | undefined): DraftChoice {
  if (!server) return device ? { source: "device", found: device, inSync: false } : { source: "none" };
  if (device && device.serverUpdatedAt === server.updatedAt) return { source: "device", found: device, inSync: true };
  if (device && (device.savedAt ?? 0) > Date.parse(server.updatedAt))
    return { source: "device", found: device, inSync: false };
  const here = device?.draft.files ?? [];
  const kept = here.filter(({ file }) => server.files.some((named) => sameFile(file, named)));
  return {
    source: "server",
    server,
    draft: {
      text: server.text,
      links: server.links.map((url) => ({ id: draftId("link"), url })),
      files: kept,
    },
    missingFiles: server.files.filter((named) => !kept.some(({ file }) => sameFile(file, named))),
  };
}

/** What the server keeps of an answer: its text, its link rows as typed and its files by name, type and size. */
export function serverContentOf(draft: AnswerDraft): ExamDraftContent {
  return {
    text: draft.text,
    links: draft.links.map((link) => link.url),
    files: draft.files.map(({ file }) => ({
      name: file.name.slice(0, 200) || "file",
      mimeType: file.type.slice(0, 200),
      size: file.size,
    })),
  };
}
