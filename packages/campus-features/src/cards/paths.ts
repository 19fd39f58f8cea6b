/** A course page's path, e.g. `/course/c-intro`: where its card and the course's breadcrumb lead. */
export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

/** A program page's path, e.g. `/program/p-foundations`: where its card, the module picker and breadcrumbs lead. */
export const programPath = (programId: string) => `/program/${encodeURIComponent(programId)}`;
