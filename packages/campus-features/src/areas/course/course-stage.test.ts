import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../i18n";
import { fixtures } from "../../testing";
import { courseDuration } from "./course-format";
import { completedLessons, courseStage, finishStep } from "./course-stage";

const i18n = createInstance();
void i18n.init({ lng: "pl", resources, initAsync: false });

const { courseIntro, progressJoined, progressStarted, progressLessonsDone, progressFinished } = fixtures;

describe("where the learner stands in a course", () => {
  it("is not joined without progress, learning once joined, done with the lessons, then finished", () => {
    expect(courseStage(courseIntro, null)).toBe("not-joined");
    expect(courseStage(courseIntro, { ...progressJoined, isStarted: false })).toBe("not-joined");
    expect(courseStage(courseIntro, progressStarted)).toBe("in-progress");
    expect(courseStage(courseIntro, progressLessonsDone)).toBe("lessons-done");
    expect(courseStage(courseIntro, progressFinished)).toBe("finished");
    expect(courseStage({ ...courseIntro, status: "completed" }, progressLessonsDone)).toBe("finished");
  });

  it("counts the lessons for 'lessons done', not the server's isCompleted, which waits for the ending too", () => {
    // Every lesson done, the test pending: the server says not completed (89 %), the lessons are done.
    expect(progressLessonsDone).toMatchObject({ isCompleted: false, percentage: 89 });
    expect(courseStage(courseIntro, progressLessonsDone)).toBe("lessons-done");
    // A test passed before the lessons (as was possible before issue 40): still the lessons to do.
    expect(courseStage(courseIntro, { ...progressStarted, closedTestPassed: true })).toBe("in-progress");
  });

  it("shows the server's count of completed lessons against the course's count of lessons", () => {
    expect(completedLessons(courseIntro, null)).toEqual({ completed: 0, total: 6 });
    expect(completedLessons(courseIntro, progressStarted)).toEqual({ completed: 3, total: 6 });
    expect(completedLessons(courseIntro, progressLessonsDone)).toEqual({ completed: 6, total: 6 });
  });

  it("leads to the closed test or the final work, open once every lesson is done, saying what is left before", () => {
    expect(finishStep(courseIntro, "in-progress", progressStarted)).toEqual({
      kind: "closed-test",
      href: "/course-test/c-intro",
      isOpen: false,
      lessonsLeft: {
        code: "lessonsLeft",
        lessonsLeft: 3,
        next: { lessonId: "c-intro-l4", sublessonId: "c-intro-l4-s1" },
      },
    });
    // Before joining, the step is closed without a lesson's link: joining is the way in.
    expect(finishStep(courseIntro, "not-joined", null)).toMatchObject({ isOpen: false, lessonsLeft: null });
    const finalWork = { ...courseIntro, _id: "c-final", courseType: "final-work" as const };
    expect(finishStep(finalWork, "lessons-done", progressLessonsDone)).toEqual({
      kind: "final-work",
      href: "/course-final-work/c-final",
      isOpen: true,
      lessonsLeft: null,
    });
    expect(finishStep(courseIntro, "finished", progressFinished).isOpen).toBe(true);
  });

  it("opens from the start in a placement course, with no lessons left to say", () => {
    const placement = { ...courseIntro, endingOpenFromStart: true };
    expect(finishStep(placement, "not-joined", null)).toMatchObject({ isOpen: true, lessonsLeft: null });
  });

  it("writes a course's length in minutes, and in hours from an hour on", () => {
    expect(courseDuration(45, i18n.t)).toBe("45 minut");
    expect(courseDuration(1, i18n.t)).toBe("1 minuta");
    expect(courseDuration(3, i18n.t)).toBe("3 minuty");
    expect(courseDuration(120, i18n.t)).toBe("2 godz.");
    expect(courseDuration(245, i18n.t)).toBe("4 godz. 5 min");
  });
});
