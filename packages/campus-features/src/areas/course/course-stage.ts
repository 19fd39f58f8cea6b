import type { Course, CourseType, LessonsLeftReason, Progress } from "@campus/contract";
import { courseEndPath } from "@campus/contract";
import { lessonsLeftIn } from "../../access";

/**
 * Where the learner stands in a course: not joined yet, learning, every lesson done (the closed test or the
 * final work is next), or finished (passed, or the final work approved).
 */
export type CourseStage = "not-joined" | "in-progress" | "lessons-done" | "finished";

export function courseStage(course: Pick<Course, "status" | "lessonsCount">, progress: Progress | null): CourseStage {
  // The server's isCompleted is lessons and ending both (issue 40); the lessons alone are its count of them.
  if (course.status === "completed" || progress?.isCompleted || progress?.finishedAt) return "finished";
  if (!progress?.isStarted) return "not-joined";
  return areLessonsDone(completedLessons(course, progress)) ? "lessons-done" : "in-progress";
}

/** The course is over for its lessons: the review is offered and the final step opens. */
export const lessonsAreDone = (stage: CourseStage) => stage === "lessons-done" || stage === "finished";

/**
 * How many of the course's lessons the learner completed, as the server counts both (a lesson with parts once
 * every part is done): the same figures every screen shows.
 */
export const completedLessons = (course: Pick<Course, "lessonsCount">, progress: Progress | null) => ({
  completed: progress?.completedLessonsCount ?? 0,
  total: course.lessonsCount,
});

/** Every lesson of a course with lessons is completed (the ending aside). */
export const areLessonsDone = ({ completed, total }: { completed: number; total: number }) =>
  total > 0 && completed === total;

/**
 * What comes after the lessons: the closed test or the final work, open once every lesson is done (or from the
 * start in a placement course); before that, the lessons left and the next of them.
 */
export interface FinishStep {
  kind: CourseType;
  href: string;
  isOpen: boolean;
  lessonsLeft: LessonsLeftReason | null;
}

export function finishStep(
  course: Pick<Course, "_id" | "courseType" | "lessons" | "lessonsCount" | "endingOpenFromStart">,
  stage: CourseStage,
  progress: Progress | null = null,
): FinishStep {
  const lessonsLeft = stage === "finished" ? null : lessonsLeftIn(course, progress);
  return {
    kind: course.courseType,
    href: courseEndPath(course),
    isOpen: lessonsAreDone(stage) || lessonsLeft === null,
    // Before joining, the way in is the join button, not a lesson's link: the step only says it is closed.
    lessonsLeft: stage === "not-joined" ? null : lessonsLeft,
  };
}
