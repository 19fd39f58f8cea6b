import type { Progress } from "@campus/contract";
import { describe, expect, it } from "vitest";
import {
  courseSteps,
  courseUnits,
  lessonAfterFinishing,
  partToTakeUp,
  stepsAround,
  unitAfter,
  unitProgress,
  upNext,
} from "./lesson-target";

const summary = (_id: string, sublessons: string[] = []) => ({
  _id,
  title: _id,
  kind: "text" as const,
  durationMinutes: 5,
  sublessons: sublessons.map((sub) => ({ _id: sub, title: sub, kind: "video" as const, durationMinutes: 3 })),
});
const course = { lessons: [summary("l1"), summary("l2", ["l2-s1", "l2-s2"]), summary("l3")] };

const unit = (id: string, isCompleted = false, testDone = true) => ({
  id,
  isCompleted,
  internalTestProgress: { isCompleted: testDone },
});
const progress = (done: string[], current: [string | null, string | null], isCompleted = false): Progress => ({
  _id: "p1",
  courseId: "c1",
  isStarted: true,
  isCompleted,
  currentLessonId: current[0],
  currentSublessonId: current[1],
  lessons: [
    { ...unit("l1", done.includes("l1")), sublessons: [] },
    {
      ...unit("l2", done.includes("l2")),
      sublessons: [unit("l2-s1", done.includes("l2-s1")), unit("l2-s2", done.includes("l2-s2"), false)],
    },
    { ...unit("l3", done.includes("l3")), sublessons: [] },
  ],
  percentage: 0,
  completedLessonsCount: done.filter((id) => !id.includes("-s")).length,
  closedTestPassed: false,
  finishedAt: null,
  certificateId: null,
  position: null,
});

describe("the lessons of a course", () => {
  it("lists what a learner completes: lessons without sub-lessons, and the sub-lessons of the others", () => {
    expect(courseUnits(course)).toEqual([
      { lessonId: "l1", sublessonId: null },
      { lessonId: "l2", sublessonId: "l2-s1" },
      { lessonId: "l2", sublessonId: "l2-s2" },
      { lessonId: "l3", sublessonId: null },
    ]);
  });

  it("reads a lesson's and a sub-lesson's progress", () => {
    const state = progress(["l2-s1"], ["l2", "l2-s2"]);
    expect(unitProgress(state, { lessonId: "l2", sublessonId: "l2-s1" })).toEqual({
      isCompleted: true,
      isInternalTestCompleted: true,
    });
    expect(unitProgress(state, { lessonId: "l2", sublessonId: "l2-s2" })?.isInternalTestCompleted).toBe(false);
    expect(unitProgress(state, { lessonId: "l1", sublessonId: null })?.isCompleted).toBe(false);
    expect(unitProgress(state, { lessonId: "gone", sublessonId: null })).toBeNull();
    expect(unitProgress(state, { lessonId: "l2", sublessonId: "gone" })).toBeNull();
  });
});

describe("after finishing a lesson", () => {
  it("opens the progress's current lesson", () => {
    const state = progress(["l1"], ["l2", "l2-s1"]);
    expect(lessonAfterFinishing(course, state, { lessonId: "l1", sublessonId: null })).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s1",
    });
  });

  it("opens the first lesson still to do when the current one did not move (the last lesson was finished)", () => {
    const state = progress(["l2-s1", "l2-s2", "l3"], ["l3", null]);
    expect(lessonAfterFinishing(course, state, { lessonId: "l3", sublessonId: null })).toEqual({
      lessonId: "l1",
      sublessonId: null,
    });
  });

  it("opens nothing once every lesson of the course is done", () => {
    const state = progress(["l1", "l2-s1", "l2-s2", "l3"], ["l3", null], true);
    expect(lessonAfterFinishing(course, state, { lessonId: "l3", sublessonId: null })).toBeNull();
  });

  it("ignores a current lesson the course no longer has", () => {
    const state = progress(["l1"], ["removed", null]);
    expect(lessonAfterFinishing(course, state, { lessonId: "l1", sublessonId: null })).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s1",
    });
  });

  it("knows the next lesson in reading order, and none after the last", () => {
    expect(unitAfter(course, { lessonId: "l2", sublessonId: "l2-s2" })).toEqual({ lessonId: "l3", sublessonId: null });
    expect(unitAfter(course, { lessonId: "l3", sublessonId: null })).toBeNull();
  });

  it("takes up a lesson made of sub-lessons at its first part not completed", () => {
    expect(partToTakeUp(course, progress(["l2-s1"], ["l2", "l2-s2"]), "l2")).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s2",
    });
    expect(partToTakeUp(course, progress(["l2-s1", "l2-s2"], ["l3", null]), "l2")?.sublessonId).toBe("l2-s1");
    expect(partToTakeUp(course, progress([], ["l1", null]), "l1")).toBeNull();
  });
});

describe("previous and next", () => {
  it("walks the lessons as the list shows them: a lesson, then its sub-lessons", () => {
    expect(courseSteps(course).map((step) => step.sublessonId ?? step.lessonId)).toEqual([
      "l1",
      "l2",
      "l2-s1",
      "l2-s2",
      "l3",
    ]);
  });

  it("knows the steps around a lesson, and none past either end", () => {
    expect(stepsAround(course, { lessonId: "l2", sublessonId: "l2-s1" })).toEqual({
      previous: { lessonId: "l2", sublessonId: null },
      next: { lessonId: "l2", sublessonId: "l2-s2" },
    });
    expect(stepsAround(course, { lessonId: "l1", sublessonId: null }).previous).toBeNull();
    expect(stepsAround(course, { lessonId: "l3", sublessonId: null }).next).toBeNull();
    expect(stepsAround(course, { lessonId: "gone", sublessonId: null })).toEqual({ previous: null, next: null });
  });
});

describe("up next, before finishing", () => {
  // Each case is checked against what the page opens once the server has moved the current lesson on.
  it("is the next lesson still to do after this one, skipping those done", () => {
    expect(upNext(course, progress(["l2-s1"], ["l1", null]), { lessonId: "l1", sublessonId: null })).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s2",
    });
  });

  it("is the lesson right after when every later one is done", () => {
    const part = { lessonId: "l2", sublessonId: "l2-s1" };
    expect(upNext(course, progress(["l2-s2", "l3"], ["l2", "l2-s1"]), part)).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s2",
    });
  });

  it("goes back to the current lesson, or the first still to do, from the last lesson", () => {
    expect(upNext(course, progress([], ["l2", "l2-s1"]), { lessonId: "l3", sublessonId: null })).toEqual({
      lessonId: "l2",
      sublessonId: "l2-s1",
    });
    expect(upNext(course, progress(["l2-s1"], ["l3", null]), { lessonId: "l3", sublessonId: null })).toEqual({
      lessonId: "l1",
      sublessonId: null,
    });
  });

  it("is nothing when this is the last lesson left", () => {
    expect(
      upNext(course, progress(["l1", "l2-s1", "l2-s2"], ["l3", null]), { lessonId: "l3", sublessonId: null }),
    ).toBeNull();
  });
});
