import { describe, expect, it } from "vitest";
import { fixtures } from "../../testing";
import { entryId, lessonEntries } from "./lesson-entries";

const duration = (minutes: number) => `${minutes} min`;

describe("lessonEntries", () => {
  it("lists lessons with their sub-lessons, kinds and durations, completed ones marked", () => {
    const { entries } = lessonEntries(fixtures.courseIntro, fixtures.progressStarted, { duration });
    expect(entries.map((entry) => [entry.id, entry.kind, entry.isCompleted])).toEqual([
      ["c-intro-l1", "video", true],
      ["c-intro-l2", "text", true],
      ["c-intro-l3", "presentation", true],
      ["c-intro-l4", "text", false],
      ["c-intro-l5", "quiz", false],
      ["c-intro-l6", "internalTest", false],
    ]);
    expect(entries[3]?.sublessons?.map((entry) => entry.id)).toEqual([
      "c-intro-l4-s1",
      "c-intro-l4-s2",
      "c-intro-l4-s3",
    ]);
    expect(entries[0]?.duration).toBe("8 min");
  });

  it("makes links of a joined course's lessons, and buttons (no href) before joining", () => {
    const href = (target: { lessonId: string; sublessonId: string | null }) =>
      `/course/c-intro?lesson=${target.lessonId}${target.sublessonId ? `&sublesson=${target.sublessonId}` : ""}`;
    const joined = lessonEntries(fixtures.courseIntro, fixtures.progressJoined, { duration, href });
    expect(joined.entries[3]?.sublessons?.[1]?.href).toBe("/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2");
    const notJoined = lessonEntries(fixtures.courseIntro, null, { duration });
    expect(notJoined.entries.every((entry) => entry.href === undefined && !entry.isCompleted)).toBe(true);
  });

  it("knows which lesson or sub-lesson each entry opens", () => {
    const { targets } = lessonEntries(fixtures.courseIntro, null, { duration });
    expect(targets.get("c-intro-l4-s3")).toEqual({ lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s3" });
    expect(targets.get("c-intro-l5")).toEqual({ lessonId: "c-intro-l5", sublessonId: null });
    expect(entryId({ lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s3" })).toBe("c-intro-l4-s3");
    expect(entryId({ lessonId: "c-intro-l5", sublessonId: null })).toBe("c-intro-l5");
  });
});
