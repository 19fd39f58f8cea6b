import { beforeEach, describe, expect, it } from "vitest";
import {
  clearAllFeedbackDrafts,
  clearFeedbackDraft,
  feedbackDraftKey,
  pruneFeedbackDrafts,
  readFeedbackDraft,
  writeFeedbackDraft,
} from "./feedback-drafts";

const now = new Date("2026-11-22T10:00:00.000Z");
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe("a reviewer's feedback drafts", () => {
  beforeEach(() => localStorage.clear());

  it("keep the text per reviewer and work, as typed", () => {
    writeFeedbackDraft(localStorage, "u-ewa", "s-1", "  Dodaj przykład rozmowy.\n", now);
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-1")).toBe("  Dodaj przykład rozmowy.\n");
    expect(readFeedbackDraft(localStorage, "u-marek", "s-1")).toBe("");
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-2")).toBe("");
  });

  it("keep no draft of spaces alone, and drop one when its text is cleared or a verdict is made", () => {
    writeFeedbackDraft(localStorage, "u-ewa", "s-1", "Tekst", now);
    writeFeedbackDraft(localStorage, "u-ewa", "s-1", "   ", now);
    expect(localStorage.getItem(feedbackDraftKey("u-ewa", "s-1"))).toBeNull();
    writeFeedbackDraft(localStorage, "u-ewa", "s-1", "Tekst", now);
    clearFeedbackDraft(localStorage, "u-ewa", "s-1");
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-1")).toBe("");
  });

  it("read nothing from a damaged entry, and work without storage", () => {
    localStorage.setItem(feedbackDraftKey("u-ewa", "s-1"), "{not json");
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-1")).toBe("");
    expect(readFeedbackDraft(undefined, "u-ewa", "s-1")).toBe("");
    expect(() => writeFeedbackDraft(undefined, "u-ewa", "s-1", "x", now)).not.toThrow();
  });

  it("drop the reviewer's drafts untouched for a month, and no one else's", () => {
    writeFeedbackDraft(localStorage, "u-ewa", "s-old", "Stary", now);
    writeFeedbackDraft(localStorage, "u-ewa", "s-new", "Nowy", daysLater(20));
    writeFeedbackDraft(localStorage, "u-marek", "s-old", "Marka", now);
    localStorage.setItem("theme", "light");
    pruneFeedbackDrafts(localStorage, "u-ewa", daysLater(31));
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-old")).toBe("");
    expect(readFeedbackDraft(localStorage, "u-ewa", "s-new")).toBe("Nowy");
    expect(readFeedbackDraft(localStorage, "u-marek", "s-old")).toBe("Marka");
    clearAllFeedbackDrafts(localStorage);
    expect(readFeedbackDraft(localStorage, "u-marek", "s-old")).toBe("");
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
