import type { LessonRow } from "./course-rows.js";
import type { ProgressRow, UnitState } from "./progress-rows.js";

type TreeRow = Pick<LessonRow, "id" | "parent_id" | "position">;

/** A unit is what a learner completes: a sub-lesson, or a lesson without sub-lessons. */
export interface Unit<T> {
  lesson: T;
  sub: T | null;
}

/** A course's lessons as a tree: the top-level lessons in order with their parts, and the units in reading order. */
export interface LessonTree<T> {
  top: { lesson: T; parts: T[] }[];
  units: Unit<T>[];
}

/*
 * One request reads a course's lessons once but asks several questions of them (the progress, the counts, the next
 * lesson), each needing the tree. The tree is derived once per list of rows and kept with it until the list goes.
 */
const trees = new WeakMap<readonly TreeRow[], LessonTree<TreeRow>>();

/** The tree of a course's lessons (rows of any order), derived once per list. */
export function lessonTree<T extends TreeRow>(lessons: readonly T[]): LessonTree<T> {
  const known = trees.get(lessons);
  if (known) return known as LessonTree<T>;
  const byPosition = (a: T, b: T) => a.position - b.position;
  const top = lessons
    .filter((l) => l.parent_id === null)
    .sort(byPosition)
    .map((lesson) => ({ lesson, parts: lessons.filter((l) => l.parent_id === lesson.id).sort(byPosition) }));
  const units = top.flatMap(({ lesson, parts }): Unit<T>[] =>
    parts.length === 0 ? [{ lesson, sub: null }] : parts.map((sub) => ({ lesson, sub })),
  );
  const tree = { top, units };
  trees.set(lessons, tree);
  return tree;
}

/** Lessons in reading order: each lesson, then its sub-lessons. */
export const unitsInOrder = <T extends TreeRow>(lessons: readonly T[]): Unit<T>[] => lessonTree(lessons).units;

/** An internal test is completed when every question of it was answered right; other lessons have none. */
export function testCompleted(unit: LessonRow, state: UnitState | undefined): boolean {
  if (unit.kind !== "internal-test") return true;
  return Object.keys(unit.answer_key).every((q) => state?.test?.[q] === true);
}

/** How many of the course's units the learner has completed, of how many. */
export function unitsDone(row: ProgressRow, lessons: readonly TreeRow[]): { done: number; total: number } {
  const { units } = lessonTree(lessons);
  const state = row.lessons ?? {};
  return { done: units.filter(({ sub, lesson }) => state[(sub ?? lesson).id]?.completed).length, total: units.length };
}

/** Every lesson of the course completed (the ending aside): what a course review asks for. */
export function lessonsDone(row: ProgressRow, lessons: readonly TreeRow[]): boolean {
  const { done, total } = unitsDone(row, lessons);
  return total > 0 && done === total;
}
