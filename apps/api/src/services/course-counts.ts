import type { LessonRow } from "./course-rows.js";
import { lessonTree, type Unit } from "./lesson-tree.js";
import type { UnitState } from "./progress-rows.js";

/*
 * The one definition of a course's counts, used by every answer that shows them (a course's card and page, a
 * program's list, home, the learner's progress), so that no two screens can disagree:
 * - a course has as many lessons as its list numbers: its top-level lessons (a lesson's sub-lessons are its parts);
 * - a lesson is completed when the learner completed it, and a lesson with parts when every part is;
 * - a course takes as long as everything in it: every lesson and every part, and what is left of it is what is
 *   not completed (a lesson with parts is left, with its own minutes, until each part is done);
 * - the next lesson is the first unit (a part, or a lesson without parts) in reading order not completed.
 */

type TreeRow = Pick<LessonRow, "id" | "parent_id" | "position">;

/** The lessons and parts that count as completed: a part when the learner completed it, a lesson when every part is. */
function doneIds(lessons: readonly TreeRow[], state: Record<string, UnitState>): Set<string> {
  const done = new Set<string>();
  for (const { lesson, parts } of lessonTree(lessons).top) {
    for (const part of parts) if (state[part.id]?.completed) done.add(part.id);
    const lessonDone = parts.length > 0 ? parts.every((part) => done.has(part.id)) : state[lesson.id]?.completed;
    if (lessonDone) done.add(lesson.id);
  }
  return done;
}

/** The course's lessons as its list numbers them. */
export const lessonCount = (lessons: readonly TreeRow[]): number => lessonTree(lessons).top.length;

/** The learner's completed lessons, counted as `lessonCount` counts them. */
export function completedLessonCount(lessons: readonly TreeRow[], state: Record<string, UnitState>): number {
  const done = doneIds(lessons, state);
  return lessonTree(lessons).top.filter(({ lesson }) => done.has(lesson.id)).length;
}

/** Minutes of the whole course: the lessons' own and their parts'. */
export const courseMinutes = (lessons: readonly Pick<LessonRow, "duration_minutes">[]): number =>
  lessons.reduce((sum, l) => sum + l.duration_minutes, 0);

/** Minutes of what the learner has not completed yet: `courseMinutes` less the lessons and parts done. */
export function minutesLeft(
  lessons: readonly (TreeRow & Pick<LessonRow, "duration_minutes">)[],
  state: Record<string, UnitState>,
): number {
  const done = doneIds(lessons, state);
  return courseMinutes(lessons.filter((lesson) => !done.has(lesson.id)));
}

/** The first unit in reading order the learner has not completed, or null when every one is. */
export function nextUnit<T extends TreeRow>(lessons: readonly T[], state: Record<string, UnitState>): Unit<T> | null {
  return lessonTree(lessons).units.find(({ lesson, sub }) => !state[(sub ?? lesson).id]?.completed) ?? null;
}
