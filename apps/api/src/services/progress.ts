import type { LearningPosition, Progress } from "@campus/contract";
import { completedLessonCount } from "./course-counts.js";
import type { LessonRow } from "./course-rows.js";
import { lessonTree, testCompleted, unitsDone } from "./lesson-tree.js";
import type { ProgressRow } from "./progress-rows.js";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The course's ending is done: its closed test passed, or the course finished (the final work approved). */
export const endingDone = (row: ProgressRow) => row.closed_test_passed || row.finished_at !== null;

/**
 * The learner's progress as the pages show it. The ending counts as one more step after the lessons, so a
 * course whose lessons are done and whose test is pending is not 100 %, and "completed" means lessons and
 * ending both: the page never says "Completed" beside 0 % (issue 40).
 */
export function progressView(row: ProgressRow, lessons: LessonRow[]): Progress {
  const state = row.lessons ?? {};
  const { done, total } = unitsDone(row, lessons);
  const ending = endingDone(row);
  const percentage = Math.round(((done + (ending ? 1 : 0)) / (total + 1)) * 100);
  const unitView = (unit: LessonRow) => ({
    id: unit.id,
    isCompleted: state[unit.id]?.completed === true,
    internalTestProgress: { isCompleted: testCompleted(unit, state[unit.id]) },
  });
  return {
    _id: row.id,
    courseId: row.course_id,
    isStarted: true,
    isCompleted: done === total && ending,
    currentLessonId: row.current_lesson_id,
    currentSublessonId: row.current_sublesson_id,
    lessons: lessonTree(lessons).top.map(({ lesson, parts }) => ({
      ...unitView(lesson),
      sublessons: parts.map(unitView),
    })),
    percentage,
    completedLessonsCount: completedLessonCount(lessons, state),
    closedTestPassed: row.closed_test_passed,
    finishedAt: iso(row.finished_at),
    certificateId: row.certificate_id,
    position: positionView(row),
  };
}

/** The saved place in the course; none until the learner opens a lesson (or once its lesson is removed). */
export function positionView(row: ProgressRow): LearningPosition | null {
  if (!row.position_lesson_id || !row.position_saved_at) return null;
  return {
    lessonId: row.position_lesson_id,
    sublessonId: row.position_sublesson_id,
    videoSeconds: Number(row.position_video_seconds ?? 0),
    savedAt: new Date(row.position_saved_at).toISOString(),
  };
}
