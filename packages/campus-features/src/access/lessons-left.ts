import type { Course, LessonsLeftReason, Progress } from "@campus/contract";
import { isApiError } from "../api";

/**
 * What is left before a course's ending (its closed test or final work) opens, counted as the server counts it
 * (issue 40): each sub-lesson, or a lesson without sub-lessons, not completed yet; the first of them is next.
 * Null when the ending is open: every lesson completed, or a course open from the start (a placement test). The
 * server keeps the rule; this is what the pages show before anyone presses a button it would refuse.
 */
export function lessonsLeftIn(
  course: Pick<Course, "lessons" | "endingOpenFromStart">,
  progress: Pick<Progress, "lessons"> | null,
): LessonsLeftReason | null {
  if (course.endingOpenFromStart) return null;
  const done = new Set<string>();
  for (const lesson of progress?.lessons ?? []) {
    if (lesson.isCompleted) done.add(lesson.id);
    for (const sublesson of lesson.sublessons) if (sublesson.isCompleted) done.add(sublesson.id);
  }
  const left = course.lessons
    .flatMap((lesson) =>
      lesson.sublessons.length > 0
        ? lesson.sublessons.map((sublesson) => ({ lessonId: lesson._id, sublessonId: sublesson._id as string | null }))
        : [{ lessonId: lesson._id, sublessonId: null }],
    )
    .filter((unit) => !done.has(unit.sublessonId ?? unit.lessonId));
  const next = left[0];
  return next ? { code: "lessonsLeft", lessonsLeft: left.length, next } : null;
}

/** The lessons left that a refusal carries (a 403 of the closed test or a final-work send), if it does. */
export function lessonsLeftOf(error: unknown): LessonsLeftReason | null {
  return isApiError(error) && error.status === 403 && error.reason?.code === "lessonsLeft" ? error.reason : null;
}
