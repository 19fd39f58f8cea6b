import { pkceStorageKeys } from "./pkce";

/**
 * What the campus keeps of a learner in this browser (SPEC section 3): the position in each course and the
 * presentations marked done. They belong to one learner and go when the session ends.
 */
export const learnerStorageKeys = {
  courseProgress: (courseId: string) => `courseProgress:${courseId}`,
  presentationsDone: "presentationDone",
  /** A closed test under way: its answers, the question on screen and a check waiting to be sent. */
  closedTestAnswers: (userId: string, courseId: string) => `closedTest:${userId}:${courseId}`,
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

/**
 * Removes the closed tests a learner left under way here. Signing out calls it; a session that merely expired
 * (a dropped connection, a refused token) keeps them, so the learner who signs in again finds their answers,
 * and another learner never sees them (the keys carry the learner's id).
 */
export function clearClosedTestAnswers(
  storage: Pick<Storage, "length" | "key" | "removeItem"> | undefined,
  userId: string,
): void {
  if (!storage) return;
  const prefix = learnerStorageKeys.closedTestAnswers(userId, "");
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) === true,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
