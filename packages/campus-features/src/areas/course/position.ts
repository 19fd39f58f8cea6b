import type { LearningPosition, Progress } from "@campus/contract";
import { learnerStorageKeys } from "../../session";

/**
 * Where a learner is in a course. The server keeps it (so another device resumes there); this browser keeps
 * a copy under SPEC section 3's "progress per course" key, which also covers a save that could not reach the
 * server (offline, a closed tab). Whichever was saved last wins.
 */
export type Position = LearningPosition;

/** The lesson (and sub-lesson) to open, and where its video starts. */
export interface ResumeTarget {
  lessonId: string;
  sublessonId: string | null;
  videoSeconds: number;
}

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const isPosition = (value: unknown): value is Position => {
  const position = value as Partial<Position> | null;
  return (
    typeof position === "object" &&
    position !== null &&
    typeof position.lessonId === "string" &&
    (position.sublessonId === null || typeof position.sublessonId === "string") &&
    typeof position.videoSeconds === "number" &&
    Number.isFinite(position.videoSeconds) &&
    position.videoSeconds >= 0 &&
    typeof position.savedAt === "string"
  );
};

/** This browser's copy of the position in a course; null when there is none or it is not readable. */
export function readLocalPosition(courseId: string, storage = browserStorage()): Position | null {
  try {
    const stored = storage?.getItem(learnerStorageKeys.courseProgress(courseId));
    const position: unknown = stored ? JSON.parse(stored) : null;
    return isPosition(position) ? position : null;
  } catch {
    return null;
  }
}

/** Keeps this browser's copy; a full or blocked storage loses only the offline copy, never the lesson. */
export function writeLocalPosition(courseId: string, position: Position, storage = browserStorage()): void {
  try {
    storage?.setItem(learnerStorageKeys.courseProgress(courseId), JSON.stringify(position));
  } catch {
    // The server's copy still holds the position.
  }
}

/** The later of two saved positions (either may be missing). */
export function newerPosition(a: Position | null, b: Position | null): Position | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a;
}

const lessonExists = (course: CourseOutline, lessonId: string, sublessonId: string | null) => {
  const lesson = course.lessons.find((candidate) => candidate._id === lessonId);
  return Boolean(lesson && (sublessonId === null || lesson.sublessons.some((sub) => sub._id === sublessonId)));
};

interface CourseOutline {
  lessons: readonly { _id: string; sublessons: readonly { _id: string }[] }[];
}

/**
 * Where "resume" opens a started course: the last saved position (server's or this browser's, whichever is
 * newer) when its lesson still exists, otherwise the progress's current lesson and sub-lesson from their
 * start; null when the course is not started.
 */
export function resumeTarget(
  course: CourseOutline,
  progress: Progress | null,
  local: Position | null,
): ResumeTarget | null {
  if (!progress?.isStarted) return null;
  const last = newerPosition(progress.position, local);
  if (last && lessonExists(course, last.lessonId, last.sublessonId)) {
    return { lessonId: last.lessonId, sublessonId: last.sublessonId, videoSeconds: last.videoSeconds };
  }
  const first = course.lessons[0];
  const lessonId = progress.currentLessonId ?? first?._id;
  if (!lessonId) return null;
  return { lessonId, sublessonId: progress.currentSublessonId ?? null, videoSeconds: 0 };
}
