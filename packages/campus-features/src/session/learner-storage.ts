import { pkceStorageKeys } from "./pkce";

/**
 * What the campus keeps of a learner in this browser (SPEC section 3): the position in each course and the
 * presentations marked done. They belong to one learner and go when the session ends.
 */
export const learnerStorageKeys = {
  courseProgress: (courseId: string) => `courseProgress:${courseId}`,
  presentationsDone: "presentationDone",
} as const;

const isLearnerKey = (key: string) =>
  key.startsWith("courseProgress:") ||
  key === learnerStorageKeys.presentationsDone ||
  key === pkceStorageKeys.verifier ||
  key === pkceStorageKeys.state;

/** Removes every learner's key; the interface language and theme stay, they belong to the browser too. */
export function clearLearnerData(storage: Pick<Storage, "length" | "key" | "removeItem"> | undefined): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && isLearnerKey(key),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
