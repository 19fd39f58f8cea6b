/**
 * A reviewer's feedback being written, kept in this browser's local storage per reviewer and work, so a reload
 * or a closed tab does not lose it; it goes once a verdict is made. The key carries the reviewer's id: another
 * reviewer on this device never sees it. Drafts of works no one came back to are dropped after a month.
 */
export type DraftShelf = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const PREFIX = "reviewFeedback:";
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export const feedbackDraftKey = (reviewerId: string, workId: string) => `${PREFIX}${reviewerId}:${workId}`;

interface StoredDraft {
  text: string;
  savedAt: number;
}

function parse(value: string | null): StoredDraft | undefined {
  if (!value) return undefined;
  try {
    const draft = JSON.parse(value) as Partial<StoredDraft>;
    return typeof draft.text === "string" && typeof draft.savedAt === "number"
      ? { text: draft.text, savedAt: draft.savedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The draft kept for this work, or an empty text. */
export function readFeedbackDraft(shelf: DraftShelf | undefined, reviewerId: string, workId: string): string {
  try {
    return parse(shelf?.getItem(feedbackDraftKey(reviewerId, workId)) ?? null)?.text ?? "";
  } catch {
    return "";
  }
}

/** Keeps the text as typed; a text of nothing but spaces is no draft. */
export function writeFeedbackDraft(
  shelf: DraftShelf | undefined,
  reviewerId: string,
  workId: string,
  text: string,
  now: Date,
): void {
  const key = feedbackDraftKey(reviewerId, workId);
  try {
    if (text.trim() === "") shelf?.removeItem(key);
    else shelf?.setItem(key, JSON.stringify({ text, savedAt: now.getTime() } satisfies StoredDraft));
  } catch {
    // Full or blocked storage: the text stays on the page, only a reload would lose it.
  }
}

export function clearFeedbackDraft(shelf: DraftShelf | undefined, reviewerId: string, workId: string): void {
  try {
    shelf?.removeItem(feedbackDraftKey(reviewerId, workId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** The keys of every feedback draft on this device (all reviewers'), or only the reviewer's. */
function draftKeys(shelf: DraftShelf, reviewerId?: string): string[] {
  const prefix = reviewerId === undefined ? PREFIX : feedbackDraftKey(reviewerId, "");
  return Array.from({ length: shelf.length }, (_, index) => shelf.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) === true,
  );
}

/** Drops the reviewer's drafts left untouched for a month (works decided by others, or forgotten). */
export function pruneFeedbackDrafts(shelf: DraftShelf | undefined, reviewerId: string, now: Date): void {
  if (!shelf) return;
  try {
    for (const key of draftKeys(shelf, reviewerId)) {
      const draft = parse(shelf.getItem(key));
      if (!draft || now.getTime() - draft.savedAt > KEEP_MS) shelf.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to prune.
  }
}

/** Removes every reviewer's feedback drafts from this device (the stories start each from none). */
export function clearAllFeedbackDrafts(shelf: DraftShelf | undefined): void {
  if (!shelf) return;
  try {
    for (const key of draftKeys(shelf)) shelf.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
