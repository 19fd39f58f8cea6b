import type { Course, LessonSummary } from "@campus/contract";
import type { LessonTarget } from "./lesson-target";

export interface Outline {
  lesson: LessonSummary | undefined;
  /** The sub-lesson open, with its place among its lesson's parts. */
  part: { summary: LessonSummary["sublessons"][number]; index: number } | undefined;
}

export function outlineOf(course: Course, target: LessonTarget): Outline {
  const lesson = course.lessons.find((candidate) => candidate._id === target.lessonId);
  const index = lesson?.sublessons.findIndex((sub) => sub._id === target.sublessonId) ?? -1;
  const summary = lesson?.sublessons[index];
  return { lesson, part: summary ? { summary, index } : undefined };
}

export const titleOf = (course: Course, target: LessonTarget): string => {
  const { lesson, part } = outlineOf(course, target);
  return part?.summary.title ?? lesson?.title ?? "";
};
