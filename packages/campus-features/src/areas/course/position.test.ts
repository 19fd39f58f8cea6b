import type { Progress } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { newerPosition, readLocalPosition, resumeTarget, writeLocalPosition } from "./position";

const course = {
  lessons: [
    { _id: "l1", sublessons: [] },
    { _id: "l2", sublessons: [{ _id: "l2-s1" }, { _id: "l2-s2" }] },
  ],
};

const progress = (changes: Partial<Progress> = {}): Progress => ({
  _id: "p1",
  courseId: "c1",
  isStarted: true,
  isCompleted: false,
  currentLessonId: "l2",
  currentSublessonId: "l2-s1",
  lessons: [],
  percentage: 30,
  completedLessonsCount: 1,
  closedTestPassed: false,
  finishedAt: null,
  certificateId: null,
  position: null,
  ...changes,
});

const at = (savedAt: string, lessonId = "l1", videoSeconds = 0) => ({
  lessonId,
  sublessonId: null,
  videoSeconds,
  savedAt,
});

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe("resuming a course", () => {
  it("opens nothing for a course not started", () => {
    expect(resumeTarget(course, null, null)).toBeNull();
    expect(resumeTarget(course, progress({ isStarted: false }), at("2026-11-20T10:00:00Z"))).toBeNull();
  });

  it("opens the current lesson and sub-lesson from the start when no position was saved", () => {
    expect(resumeTarget(course, progress(), null)).toEqual({ lessonId: "l2", sublessonId: "l2-s1", videoSeconds: 0 });
  });

  it("opens the server's position with its video time (saved on another device)", () => {
    const server = at("2026-11-20T10:00:00Z", "l1", 192);
    expect(resumeTarget(course, progress({ position: server }), null)).toEqual({
      lessonId: "l1",
      sublessonId: null,
      videoSeconds: 192,
    });
  });

  it("prefers this browser's copy when it is newer (saved while the server was out of reach)", () => {
    const server = at("2026-11-20T10:00:00Z", "l1", 192);
    const local = at("2026-11-20T10:05:00Z", "l1", 250);
    expect(resumeTarget(course, progress({ position: server }), local)?.videoSeconds).toBe(250);
    expect(newerPosition(local, server)).toBe(local);
    expect(newerPosition(null, server)).toBe(server);
  });

  it("falls back to the current lesson when the saved lesson no longer exists", () => {
    const gone = { ...at("2026-11-20T10:00:00Z", "removed", 40) };
    expect(resumeTarget(course, progress({ position: gone }), null)?.lessonId).toBe("l2");
    const goneSub = { ...at("2026-11-20T10:00:00Z", "l2", 40), sublessonId: "removed" };
    expect(resumeTarget(course, progress({ position: goneSub }), null)?.sublessonId).toBe("l2-s1");
  });

  it("keeps this browser's copy per course and ignores what is not a position", () => {
    const storage = new MemoryStorage();
    const position = at("2026-11-20T10:00:00Z", "l1", 12.5);
    writeLocalPosition("c1", position, storage as unknown as Storage);
    expect(readLocalPosition("c1", storage as unknown as Storage)).toEqual(position);
    expect(readLocalPosition("c2", storage as unknown as Storage)).toBeNull();
    storage.setItem("courseProgress:c3", "{not json");
    expect(readLocalPosition("c3", storage as unknown as Storage)).toBeNull();
    storage.setItem("courseProgress:c4", JSON.stringify({ lessonId: "l1", videoSeconds: -1 }));
    expect(readLocalPosition("c4", storage as unknown as Storage)).toBeNull();
  });
});
