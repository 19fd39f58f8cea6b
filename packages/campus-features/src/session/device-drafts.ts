import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";

/**
 * Answers being written, kept in this browser's IndexedDB (files are too large for local storage). The
 * storage is a parameter everywhere so tests and stories can keep drafts in memory.
 */
export interface DraftStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** A key per learner, course and task: another learner on this device never sees the draft. */
export const deviceDraftKey = (userId: string, courseId: string, taskId: string) =>
  `finalWork:${userId}:${courseId}:${taskId}`;

let store: UseStore | undefined;
/** The database opens on first use only: a page that never writes an answer never creates it. */
const campusStore = () => {
  store ??= createStore("campus-drafts", "drafts");
  return store;
};

/** The browser's IndexedDB through idb-keyval; `undefined` where there is none (then nothing is kept). */
export function indexedDbDrafts(): DraftStorage | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  return {
    get: (key) => get(key, campusStore()),
    set: (key, value) => set(key, value, campusStore()),
    del: (key) => del(key, campusStore()),
    keys: async () => (await keys(campusStore())).map(String),
  };
}

/** An in-memory storage with the same behaviour, for tests and stories. */
export function memoryDrafts(entries = new Map<string, unknown>()): DraftStorage {
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
    del: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
  };
}

/**
 * Removes every draft a learner left on this device. Signing out calls it; a session that merely expired keeps
 * them, like the closed tests under way, so the learner who signs in again finds the answer.
 */
export async function clearDeviceDrafts(storage: DraftStorage | undefined, userId: string): Promise<void> {
  if (!storage) return;
  const prefix = deviceDraftKey(userId, "", "").slice(0, -1);
  try {
    const mine = (await storage.keys()).filter((key) => key.startsWith(prefix));
    await Promise.all(mine.map((key) => storage.del(key)));
  } catch {
    // Blocked or unavailable storage holds nothing to clear.
  }
}
