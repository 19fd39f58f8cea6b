/** A course page's path, e.g. `/course/c-intro`: where its card and the course's breadcrumb lead. */
export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

/** A program page's path, e.g. `/program/p-foundations`: where its card, the module picker and breadcrumbs lead. */
export const programPath = (programId: string) => `/program/${encodeURIComponent(programId)}`;

/**
 * A lesson's address on its course page, e.g. `/course/c-intro?lesson=c-intro-l4&sublesson=c-intro-l4-s1`: where
 * "the next lesson" leads from the closed test and the final work while lessons are left.
 */
export function lessonPath(courseId: string, lessonId: string, sublessonId: string | null = null): string {
  const search = new URLSearchParams({ lesson: lessonId });
  if (sublessonId) search.set("sublesson", sublessonId);
  return `${coursePath(courseId)}?${search.toString()}`;
}
