import { useCallback, useEffect, useState } from "react";
import { useClock } from "../../../clock";
import { browserStorage } from "./browser-storage";
import { clearFeedbackDraft, pruneFeedbackDrafts, readFeedbackDraft, writeFeedbackDraft } from "./feedback-drafts";

export interface FeedbackDraft {
  text: string;
  setText(text: string): void;
  /** After a verdict, or when the reviewer deletes feedback that can no longer be sent. */
  clear(): void;
  /** The page opened with feedback kept from before (a reload, a closed tab). */
  wasRestored: boolean;
}

/**
 * The feedback being written for a work, kept in this browser as it is typed (feedback-drafts.ts), so it survives
 * a reload, a closed tab and a refused verdict; it goes once a verdict is made.
 */
export function useFeedbackDraft(reviewerId: string, workId: string): FeedbackDraft {
  const clock = useClock();
  const [restored] = useState(() => readFeedbackDraft(browserStorage(), reviewerId, workId));
  const [text, setShown] = useState(restored);

  useEffect(() => pruneFeedbackDrafts(browserStorage(), reviewerId, clock()), [reviewerId, clock]);

  const setText = useCallback(
    (next: string) => {
      setShown(next);
      writeFeedbackDraft(browserStorage(), reviewerId, workId, next, clock());
    },
    [reviewerId, workId, clock],
  );
  const clear = useCallback(() => {
    setShown("");
    clearFeedbackDraft(browserStorage(), reviewerId, workId);
  }, [reviewerId, workId]);

  return { text, setText, clear, wasRestored: restored.trim() !== "" };
}
