import { learnerStorageKeys } from "../session";

/**
 * The review of a finished course is offered once on its own; after that the learner opens it with the
 * button. This browser remembers the offer beside the course's progress (SPEC section 3's "progress per
 * course"), so it never nags on later visits and goes with the learner's other data at sign-out.
 */
const key = (courseId: string) => `${learnerStorageKeys.courseProgress(courseId)}:reviewOffered`;

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function wasReviewOffered(courseId: string, storage = browserStorage()): boolean {
  try {
    return storage !== undefined && storage.getItem(key(courseId)) !== null;
  } catch {
    // Unreadable storage: offering again is better than never.
    return false;
  }
}

export function rememberReviewOffered(courseId: string, storage = browserStorage()): void {
  try {
    storage?.setItem(key(courseId), new Date().toISOString());
  } catch {
    // A full or blocked storage only means the offer may come once more.
  }
}
