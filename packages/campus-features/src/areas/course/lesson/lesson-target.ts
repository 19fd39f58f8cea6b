import type { Course, Progress } from "@campus/contract";

/** A lesson, or one sub-lesson of it, to open. */
export interface LessonTarget {
  lessonId: string;
  sublessonId: string | null;
}

/** The id a lesson or sub-lesson goes by in progress and in this browser's lists: the sub-lesson's own when there is one. */
export const unitId = (target: LessonTarget): string => target.sublessonId ?? target.lessonId;

export const sameTarget = (a: LessonTarget, b: LessonTarget): boolean =>
  a.lessonId === b.lessonId && (a.sublessonId ?? null) === (b.sublessonId ?? null);

/**
 * What a learner completes, in reading order: each lesson without sub-lessons, and the sub-lessons of the
 * others (a lesson made of sub-lessons is completed through them, as the API counts it).
 */
export function courseUnits(course: Pick<Course, "lessons">): LessonTarget[] {
  return course.lessons.flatMap((lesson): LessonTarget[] =>
    lesson.sublessons.length === 0
      ? [{ lessonId: lesson._id, sublessonId: null }]
      : lesson.sublessons.map((sub) => ({ lessonId: lesson._id, sublessonId: sub._id })),
  );
}

/** How far the learner is with one lesson or sub-lesson; null when the progress does not know it. */
export interface UnitProgress {
  isCompleted: boolean;
  /** Every question of its internal test answered right (true for the other kinds). */
  isInternalTestCompleted: boolean;
}

export function unitProgress(progress: Progress, target: LessonTarget): UnitProgress | null {
  const lesson = progress.lessons.find((candidate) => candidate.id === target.lessonId);
  if (!lesson) return null;
  const unit = target.sublessonId ? lesson.sublessons.find((sub) => sub.id === target.sublessonId) : lesson;
  if (!unit) return null;
  return { isCompleted: unit.isCompleted, isInternalTestCompleted: unit.internalTestProgress.isCompleted };
}

const isCompleted = (progress: Progress, target: LessonTarget) => unitProgress(progress, target)?.isCompleted === true;

/**
 * Where the learner goes once a lesson is finished: the progress's current lesson when it moved on; else
 * the first lesson still to do (finishing the last lesson leaves earlier ones open); null when every lesson
 * of the course is done.
 */
export function lessonAfterFinishing(
  course: Pick<Course, "lessons">,
  progress: Progress,
  finished: LessonTarget,
): LessonTarget | null {
  const units = courseUnits(course);
  // Every lesson done: the way on is the test or final work (isCompleted waits for those too, issue 40).
  if (units.every((unit) => isCompleted(progress, unit))) return null;
  if (progress.currentLessonId) {
    const current = { lessonId: progress.currentLessonId, sublessonId: progress.currentSublessonId ?? null };
    if (!sameTarget(current, finished) && units.some((unit) => sameTarget(unit, current))) return current;
  }
  return units.find((unit) => !sameTarget(unit, finished) && !isCompleted(progress, unit)) ?? null;
}

/** The lesson or sub-lesson after this one in reading order; null after the last. */
export function unitAfter(course: Pick<Course, "lessons">, target: LessonTarget): LessonTarget | null {
  const units = courseUnits(course);
  const index = units.findIndex((unit) => sameTarget(unit, target));
  return index < 0 ? null : (units[index + 1] ?? null);
}

/** The part of a lesson made of sub-lessons to take up: the first not completed, else the first. */
export function partToTakeUp(
  course: Pick<Course, "lessons">,
  progress: Progress,
  lessonId: string,
): LessonTarget | null {
  const lesson = course.lessons.find((candidate) => candidate._id === lessonId);
  const parts = (lesson?.sublessons ?? []).map((sub) => ({ lessonId, sublessonId: sub._id }));
  return parts.find((part) => !isCompleted(progress, part)) ?? parts[0] ?? null;
}

/**
 * The steps of the course in the order its list shows them, as previous and next walk through them: each
 * lesson, followed by its sub-lessons (a lesson made of parts is a step too: its introduction). In a joined
 * course every lesson opens (SPEC section 4: joining opens the lessons; the course's rank was checked before).
 */
export function courseSteps(course: Pick<Course, "lessons">): LessonTarget[] {
  return course.lessons.flatMap((lesson): LessonTarget[] => [
    { lessonId: lesson._id, sublessonId: null },
    ...lesson.sublessons.map((sub) => ({ lessonId: lesson._id, sublessonId: sub._id })),
  ]);
}

/** The steps before and after this one; null at either end of the course. */
export function stepsAround(
  course: Pick<Course, "lessons">,
  target: LessonTarget,
): { previous: LessonTarget | null; next: LessonTarget | null } {
  const steps = courseSteps(course);
  const index = steps.findIndex((step) => sameTarget(step, target));
  if (index < 0) return { previous: null, next: null };
  return { previous: steps[index - 1] ?? null, next: steps[index + 1] ?? null };
}

/**
 * What finishing this lesson will open, said before the learner finishes it: the lesson the server makes
 * current (the next one still to do after it, else the one right after it), as `lessonAfterFinishing` then
 * reads it; null when finishing it leaves no lesson to do (the course's ending comes next).
 */
export function upNext(course: Pick<Course, "lessons">, progress: Progress, target: LessonTarget): LessonTarget | null {
  const units = courseUnits(course);
  const index = units.findIndex((unit) => sameTarget(unit, target));
  if (index < 0) return null;
  const isDone = (unit: LessonTarget) => sameTarget(unit, target) || isCompleted(progress, unit);
  if (units.every(isDone)) return null;
  const after = units.slice(index + 1).find((unit) => !isDone(unit)) ?? units[index + 1];
  if (after) return after;
  // The last lesson leaves the current one where it was.
  if (progress.currentLessonId) {
    const current = { lessonId: progress.currentLessonId, sublessonId: progress.currentSublessonId ?? null };
    if (!sameTarget(current, target) && units.some((unit) => sameTarget(unit, current))) return current;
  }
  return units.find((unit) => !isDone(unit)) ?? null;
}
