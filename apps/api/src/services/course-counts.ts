import { type LessonRow, type UnitState, unitsInOrder } from "./progress.js";

/*
 * The one definition of a course's counts, used by every answer that shows them (a course's card and page, a
 * program's list, home, the learner's progress), so that no two screens can disagree:
 * - a course has as many lessons as its list numbers: its top-level lessons (a lesson's sub-lessons are its parts);
 * - a lesson is completed when the learner completed it, and a lesson with parts when every part is;
 * - a course takes as long as everything in it: every lesson and every part, and what is left of it is what is
 *   not completed (a lesson with parts is left, with its own minutes, until each part is done);
 * - the next lesson is the first unit (a part, or a lesson without parts) in reading order not completed.
 */

type TreeRow = Pick<LessonRow, "id" | "parent_id">;

/** Whether a lesson counts as completed: itself, or with parts, every part of it. */
function lessonDone(lesson: TreeRow, lessons: TreeRow[], state: Record<string, UnitState>): boolean {
  if (lesson.parent_id !== null) return state[lesson.id]?.completed === true;
  const parts = lessons.filter((l) => l.parent_id === lesson.id);
  return parts.length > 0 ? parts.every((part) => state[part.id]?.completed) : state[lesson.id]?.completed === true;
}

/** The course's lessons as its list numbers them. */
export const lessonCount = (lessons: TreeRow[]): number => lessons.filter((l) => l.parent_id === null).length;

/** The learner's completed lessons, counted as `lessonCount` counts them. */
export function completedLessonCount(lessons: TreeRow[], state: Record<string, UnitState>): number {
  return lessons.filter((lesson) => lesson.parent_id === null && lessonDone(lesson, lessons, state)).length;
}

/** Minutes of the whole course: the lessons' own and their parts'. */
export const courseMinutes = (lessons: Pick<LessonRow, "duration_minutes">[]): number =>
  lessons.reduce((sum, l) => sum + l.duration_minutes, 0);

/** Minutes of what the learner has not completed yet: `courseMinutes` less the lessons and parts done. */
export const minutesLeft = (
  lessons: Pick<LessonRow, "id" | "parent_id" | "duration_minutes">[],
  state: Record<string, UnitState>,
): number => courseMinutes(lessons.filter((lesson) => !lessonDone(lesson, lessons, state)));

/** The first unit in reading order the learner has not completed, or null when every one is. */
export function nextUnit<T extends Pick<LessonRow, "id" | "parent_id" | "position">>(
  lessons: T[],
  state: Record<string, UnitState>,
): { lesson: T; sub: T | null } | null {
  return unitsInOrder(lessons).find(({ lesson, sub }) => !state[(sub ?? lesson).id]?.completed) ?? null;
}
