import { type Static, Type } from "@sinclair/typebox";
import { CommaList, Nullable, Order, Page, PagingQuery, Search } from "./common.js";
import { CourseCard, CourseType } from "./course.js";

export const HomepageAnswer = Type.Object({
  startingCourse: Nullable(CourseCard),
  startedCourses: Type.Array(CourseCard),
  notStartedCourses: Type.Array(CourseCard),
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
