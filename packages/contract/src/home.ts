import { type Static, Type } from "@sinclair/typebox";
import { Certificate } from "./certificate.js";
import { CommaList, Nullable, Order, Page, PagingQuery, Search } from "./common.js";
import { COMPLETION_SHOWN_DAYS, HOME_NOT_STARTED_LIMIT } from "./constants.js";
import { CourseCard, CourseType } from "./course.js";

/**
 * The home page's courses: only courses open at the learner's rank (in a program open at it) and in their
 * language; completed courses are left out.
 */
/** A course the learner completed lately, with its certificate when the course gives one. */
export const CompletedCourse = Type.Object({
  courseId: Type.String(),
  /** The course's title in the learner's language. */
  courseTitle: Type.String(),
  /** When the course was completed (ISO 8601): the closed test passed, or the final work approved. */
  finishedAt: Type.String(),
  /** The course's certificate; null for a course without one (or a final work). */
  certificate: Nullable(Certificate),
});
export type CompletedCourse = Static<typeof CompletedCourse>;

export const HomepageAnswer = Type.Object({
  /** The course completed last, for COMPLETION_SHOWN_DAYS (14) days after it was; null when there is none. */
  completedCourse: Nullable(CompletedCourse, {
    description: `The course the learner completed last, for ${COMPLETION_SHOWN_DAYS} days after its completion; null when none was completed in that time.`,
  }),
  /** Where to start: the most recently active started course, else the first not-started one; null when neither. */
  startingCourse: Nullable(CourseCard, {
    description:
      "The most recently active started course, else the first not-started course in program order; null when there is neither.",
  }),
  /** Every started (not completed) course of the learner, most recently active first. */
  startedCourses: Type.Array(CourseCard, {
    description: "Every started, not completed course of the learner, most recently active first.",
  }),
  /**
   * The next HOME_NOT_STARTED_LIMIT (12) not-started courses in program order (program position, then course
   * position); `notStartedTotal` counts them all.
   */
  notStartedCourses: Type.Array(CourseCard, {
    maxItems: HOME_NOT_STARTED_LIMIT,
    description: `At most the first ${HOME_NOT_STARTED_LIMIT} not-started courses in program order (program position, then course position); the rest are listed by program.`,
  }),
  /** How many not-started courses are open to the learner in all: at least `notStartedCourses.length`. */
  notStartedTotal: Type.Integer({
    minimum: 0,
    description:
      "How many not-started courses are open to the learner in all, of which notStartedCourses are the first.",
  }),
});
export type HomepageAnswer = Static<typeof HomepageAnswer>;

/** Courses of a program: page size 12; `moduleCourseType` all (default) | closed-test | final-work. */
export const ModuleCoursesQuery = Type.Object({
  ...PagingQuery,
  sortBy: Type.Optional(Type.Union([Type.Literal("position"), Type.Literal("title")])),
  order: Type.Optional(Order),
  search: Type.Optional(Search),
  moduleCourseType: Type.Optional(Type.Union([Type.Literal("all"), CourseType])),
  rank: Type.Optional(CommaList),
});
export type ModuleCoursesQuery = Static<typeof ModuleCoursesQuery>;
export const ModuleCoursesAnswer = Page(CourseCard);
export type ModuleCoursesAnswer = Static<typeof ModuleCoursesAnswer>;
