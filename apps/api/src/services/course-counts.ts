import type { LessonRow, UnitState } from "./progress.js";

/*
 * The one definition of a course's counts, used by every answer that shows them (a course's card and page, a
 * program's list, home, the learner's progress), so that no two screens can disagree:
 * - a course has as many lessons as its list numbers: its top-level lessons (a lesson's sub-lessons are its parts);
 * - a lesson is completed when the learner completed it, and a lesson with parts when every part is;
 * - a course takes as long as everything in it: every lesson and every part.
 */

type TreeRow = Pick<LessonRow, "id" | "parent_id">;

/** The course's lessons as its list numbers them. */
export const lessonCount = (lessons: TreeRow[]): number => lessons.filter((l) => l.parent_id === null).length;

/** The learner's completed lessons, counted as `lessonCount` counts them. */
export function completedLessonCount(lessons: TreeRow[], state: Record<string, UnitState>): number {
  return lessons.filter((lesson) => {
    if (lesson.parent_id !== null) return false;
    const parts = lessons.filter((l) => l.parent_id === lesson.id);
    return parts.length > 0 ? parts.every((part) => state[part.id]?.completed) : state[lesson.id]?.completed === true;
  }).length;
}

/** Minutes of the whole course: the lessons' own and their parts'. */
export const courseMinutes = (lessons: Pick<LessonRow, "duration_minutes">[]): number =>
  lessons.reduce((sum, l) => sum + l.duration_minutes, 0);
