import { type Static, Type } from "@sinclair/typebox";
import { Certificate } from "./certificate.js";
import { Nullable } from "./common.js";
import { CourseCard } from "./course.js";

/** The next lesson of a course in progress: the first one (or part of one) the learner has not completed. */
export const NextLesson = Type.Object({
  lessonId: Type.String(),
  /** The part of the lesson to open; null for a lesson without parts. */
  sublessonId: Nullable(Type.String()),
  /** The title of the lesson (or of its part) in the learner's language. */
  title: Type.String(),
});
export type NextLesson = Static<typeof NextLesson>;

/**
 * One course the learner has joined, counted as the course page and home count it (its card's lessons, progress
 * and minutes), with what is left of it.
 */
export const LearningCourse = Type.Object({
  course: CourseCard,
  /** Lessons completed, as the course's list numbers them (a lesson with parts once every part is). */
  completedLessonsCount: Type.Integer({ minimum: 0 }),
  /** Minutes of the lessons (and parts) not completed yet; 0 once every lesson is. */
  minutesLeft: Type.Integer({ minimum: 0 }),
  /** Where to go on; null once every lesson is completed. */
  nextLesson: Nullable(NextLesson),
  /** When the course was completed (ISO 8601); null until it is. */
  finishedAt: Nullable(Type.String()),
  /** The course's certificate once issued; null before, and for a course that gives none. */
  certificate: Nullable(Certificate),
});
export type LearningCourse = Static<typeof LearningCourse>;

/**
 * The learner's joined courses open at their rank (in a program open at it) and in their language, in three
 * parts: in progress (most recently active first), ready for the ending (every lesson completed, the closed test
 * or final work pending; most recently active first) and completed (most recently completed first).
 */
export const MyLearningAnswer = Type.Object({
  inProgress: Type.Array(LearningCourse, {
    description: "Started courses with lessons left, most recently active first.",
  }),
  readyForEnding: Type.Array(LearningCourse, {
    description: "Courses whose lessons are all completed and whose closed test or final work is pending.",
  }),
  completed: Type.Array(LearningCourse, {
    description: "Completed courses, most recently completed first, with their certificates.",
  }),
});
export type MyLearningAnswer = Static<typeof MyLearningAnswer>;
