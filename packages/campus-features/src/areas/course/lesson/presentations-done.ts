import { useCallback, useState } from "react";
import { learnerStorageKeys } from "../../../session";

/**
 * The presentations this browser's learner marked as done (SPEC section 3: a list of lesson and sub-lesson ids
 * in local storage), which lets them finish those lessons. It goes with the learner's other data at sign-out.
 */
const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The ids marked as done; an unreadable or foreign value counts as none. */
export function readPresentationsDone(storage = browserStorage()): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(learnerStorageKeys.presentationsDone) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Adds an id to the list (once); a full or blocked storage keeps the mark for this visit only. */
export function markPresentationDone(id: string, storage = browserStorage()): void {
  const done = readPresentationsDone(storage);
  if (done.includes(id)) return;
  try {
    storage?.setItem(learnerStorageKeys.presentationsDone, JSON.stringify([...done, id]));
  } catch {
    // The view still shows it as done until the page is left.
  }
}

/** Whether the presentation `id` is marked as done, and a way to mark it. */
export function usePresentationDone(id: string): [isDone: boolean, markDone: () => void] {
  const [isDone, setDone] = useState(() => readPresentationsDone().includes(id));
  const markDone = useCallback(() => {
    markPresentationDone(id);
    setDone(true);
  }, [id]);
  return [isDone, markDone];
}
