import type { CourseType } from "@campus/contract";

/** A course page's path, e.g. `/course/c-intro`: where its card and the course's breadcrumb lead. */
export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

/**
 * Where a course ends once every lesson is done, e.g. `/course-test/c-intro`: its closed test, or its final work
 * (`/course-final-work/{id}`). The course page's finish step, its last lesson and home's next step lead there.
 */
export const courseEndPath = (course: { _id: string; courseType: CourseType }) =>
  `${course.courseType === "closed-test" ? "/course-test" : "/course-final-work"}/${encodeURIComponent(course._id)}`;

/** A program page's path, e.g. `/program/p-foundations`: where its card, the module picker and breadcrumbs lead. */
export const programPath = (programId: string) => `/program/${encodeURIComponent(programId)}`;

/**
 * A lesson's path on its course page, or a sub-lesson's inside its lesson, e.g.
 * `/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s2`: where a closed test's review, a saved prompt and
 * "the next lesson" (while lessons are left before the closed test or the final work) send the learner.
 */
export function lessonPath(courseId: string, lessonId: string, sublessonId: string | null = null): string {
  const search = new URLSearchParams({ lesson: lessonId });
  if (sublessonId) search.set("sublesson", sublessonId);
  return `${coursePath(courseId)}?${search.toString()}`;
}
