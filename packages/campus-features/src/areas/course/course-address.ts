import { coursePath } from "@campus/contract";

/**
 * The course page's address is its state: `/course/{id}` is the overview, `?lesson=…&sublesson=…` the lesson
 * open beside the list (so a reload lands on it and Back moves between lessons), `?tools=…` the filter of
 * the recommended tools (left out for "all"). Other parameters (e.g. `lang`) are kept as they are.
 */
export const toolsFilters = ["all", "favorites", "freemium", "paid"] as const;
export type ToolsFilter = (typeof toolsFilters)[number];

/** A lesson, or one of its sub-lessons, to open. */
export interface LessonTarget {
  lessonId: string;
  sublessonId: string | null;
}

export interface CourseAddress {
  /** The lesson the address opens; null on the overview. */
  lesson: LessonTarget | null;
  tools: ToolsFilter;
}

const LESSON = "lesson";
const SUBLESSON = "sublesson";
const TOOLS = "tools";

const isToolsFilter = (value: unknown): value is ToolsFilter =>
  typeof value === "string" && (toolsFilters as readonly string[]).includes(value);

/** Reads the address; an unknown tools filter is ignored (all), a sub-lesson without its lesson too. */
export function readCourseAddress(search: URLSearchParams): CourseAddress {
  const lessonId = search.get(LESSON)?.trim() || null;
  const sublessonId = search.get(SUBLESSON)?.trim() || null;
  const tools = search.get(TOOLS);
  return {
    lesson: lessonId ? { lessonId, sublessonId } : null,
    tools: isToolsFilter(tools) ? tools : "all",
  };
}

const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The address of a lesson of the course (or of the overview with `null`), keeping the other parameters of
 * `current`, e.g. `/course/c-intro?lesson=l4&sublesson=l4-s2`.
 */
export function lessonAddress(courseId: string, target: LessonTarget | null, current = new URLSearchParams()): string {
  const search = new URLSearchParams(current);
  search.delete(LESSON);
  search.delete(SUBLESSON);
  if (target) {
    search.set(LESSON, target.lessonId);
    if (target.sublessonId) search.set(SUBLESSON, target.sublessonId);
  }
  return withSearch(coursePath(courseId), search);
}

/** The address with another tools filter; "all" is the default, so it leaves the parameter out. */
export function toolsAddress(courseId: string, tools: ToolsFilter, current = new URLSearchParams()): string {
  const search = new URLSearchParams(current);
  if (tools === "all") search.delete(TOOLS);
  else search.set(TOOLS, tools);
  return withSearch(coursePath(courseId), search);
}

interface CourseOutline {
  lessons: readonly { _id: string; title: string; sublessons: readonly { _id: string; title: string }[] }[];
}

/** The lesson (and sub-lesson) a target names in the course, with its title; null when the course has none such. */
export function findLesson(
  course: CourseOutline,
  target: LessonTarget,
): { lessonId: string; sublessonId: string | null; title: string } | null {
  const lesson = course.lessons.find((candidate) => candidate._id === target.lessonId);
  if (!lesson) return null;
  if (target.sublessonId === null) return { lessonId: lesson._id, sublessonId: null, title: lesson.title };
  const sublesson = lesson.sublessons.find((candidate) => candidate._id === target.sublessonId);
  return sublesson ? { lessonId: lesson._id, sublessonId: sublesson._id, title: sublesson.title } : null;
}
