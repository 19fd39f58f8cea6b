import type { DraftStorage } from "../../session";
import { type AnswerDraft, draftId } from "./answer-draft";

/** A chosen file as kept on the device: its bytes with the name and type it had. */
interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

/**
 * When a draft was kept and which server version it matches: the device's copy and the server's are compared
 * by them when a task opens (`chooseDraft`).
 */
export interface DraftTimes {
  /** When the learner last changed it, by this device's clock (ms). */
  savedAt?: number;
  /** The server's `updatedAt` of the save that stored this same answer there. */
  serverUpdatedAt?: string;
}

/** What is kept of an unsent answer; `sendKey` is the idempotency key of a send not yet acknowledged. */
interface StoredDraft extends DraftTimes {
  version: 1;
  text: string;
  links: string[];
  files: StoredFile[];
  sendKey?: string;
}

/** A draft found on the device: the answer to restore and the key of a send that may already have arrived. */
export interface DeviceDraft extends DraftTimes {
  draft: AnswerDraft;
  sendKey?: string;
}

const bytesOf = new WeakMap<File, Promise<ArrayBuffer>>();

/** A file's bytes, read once per chosen file however often the draft around it is saved. */
function readBytes(file: File): Promise<ArrayBuffer> {
  let bytes = bytesOf.get(file);
  if (!bytes) {
    bytes =
      typeof file.arrayBuffer === "function"
        ? file.arrayBuffer()
        : new Promise((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as ArrayBuffer);
            reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
            reader.readAsArrayBuffer(file);
          });
    bytesOf.set(file, bytes);
  }
  return bytes;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<StoredDraft>;
  return (
    draft.version === 1 && typeof draft.text === "string" && Array.isArray(draft.links) && Array.isArray(draft.files)
  );
}

/** Keeps the answer (files with their bytes) under the key, with the send key when a send is under way. */
export async function saveDraft(
  storage: DraftStorage,
  key: string,
  draft: AnswerDraft,
  sendKey?: string,
  times: DraftTimes = {},
) {
  const files = await Promise.all(
    draft.files.map(async ({ file }) => ({
      name: file.name,
      type: file.type,
      lastModified: file.lastModified,
      bytes: await readBytes(file),
    })),
  );
  const stored: StoredDraft = {
    version: 1,
    text: draft.text,
    links: draft.links.map((link) => link.url),
    files,
    ...(sendKey ? { sendKey } : {}),
    ...(times.savedAt === undefined ? {} : { savedAt: times.savedAt }),
    ...(times.serverUpdatedAt ? { serverUpdatedAt: times.serverUpdatedAt } : {}),
  };
  await storage.set(key, stored);
}

/** The draft kept under the key, as an answer the form can show again; nothing when none (or unreadable). */
export async function loadDraft(storage: DraftStorage, key: string): Promise<DeviceDraft | undefined> {
  const stored = await storage.get(key);
  if (!isStoredDraft(stored)) return undefined;
  const draft: AnswerDraft = {
    text: stored.text,
    links: stored.links.map((url) => ({ id: draftId("link"), url })),
    files: stored.files.map((file) => ({
      id: draftId("file"),
      file: new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }),
    })),
  };
  return {
    draft,
    ...(stored.sendKey ? { sendKey: stored.sendKey } : {}),
    ...(typeof stored.savedAt === "number" ? { savedAt: stored.savedAt } : {}),
    ...(typeof stored.serverUpdatedAt === "string" ? { serverUpdatedAt: stored.serverUpdatedAt } : {}),
  };
}

/**
 * Notes that the server stored the draft saved at `savedAt` as version `serverUpdatedAt`; a draft changed since
 * (another `savedAt`) is newer than the server's and stays unmarked.
 */
export async function markSynced(storage: DraftStorage, key: string, savedAt: number, serverUpdatedAt: string) {
  const stored = await storage.get(key);
  if (!isStoredDraft(stored) || stored.savedAt !== savedAt) return;
  await storage.set(key, { ...stored, serverUpdatedAt });
}

/** Forgets the draft: the answer was sent and acknowledged, or the learner went back to where it started. */
export const removeDraft = (storage: DraftStorage, key: string) => storage.del(key);
