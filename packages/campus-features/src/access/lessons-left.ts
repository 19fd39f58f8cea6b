import type { Course, LessonsLeftReason, Progress } from "@campus/contract";
import { isApiError } from "../api";

/**
 * What is left before a course's ending (its closed test or final work) opens, as the server counts it (issue 40):
 * the course's lessons less those the server counts completed (a lesson with parts once every part is), and the
 * first unit not completed (a sub-lesson, or a lesson without them) as the next. Null when the ending is open:
 * every lesson completed, or a course open from the start (a placement test). The server keeps the rule; this is
 * what the pages show before anyone presses a button it would refuse.
 */
export function lessonsLeftIn(
  course: Pick<Course, "lessons" | "lessonsCount" | "endingOpenFromStart">,
  progress: Pick<Progress, "lessons" | "completedLessonsCount"> | null,
): LessonsLeftReason | null {
  if (course.endingOpenFromStart) return null;
  const lessonsLeft = course.lessonsCount - (progress?.completedLessonsCount ?? 0);
  const done = new Set<string>();
  for (const lesson of progress?.lessons ?? []) {
    if (lesson.isCompleted) done.add(lesson.id);
    for (const sublesson of lesson.sublessons) if (sublesson.isCompleted) done.add(sublesson.id);
  }
  const next = course.lessons
    .flatMap((lesson) =>
      lesson.sublessons.length > 0
        ? lesson.sublessons.map((sublesson) => ({ lessonId: lesson._id, sublessonId: sublesson._id as string | null }))
        : [{ lessonId: lesson._id, sublessonId: null }],
    )
    .find((unit) => !done.has(unit.sublessonId ?? unit.lessonId));
  return next && lessonsLeft > 0 ? { code: "lessonsLeft", lessonsLeft, next } : null;
}

/** The lessons left that a refusal carries (a 403 of the closed test or a final-work send), if it does. */
export function lessonsLeftOf(error: unknown): LessonsLeftReason | null {
  return isApiError(error) && error.status === 403 && error.reason?.code === "lessonsLeft" ? error.reason : null;
}
