import type { Lang, LearningPosition, LessonKind, Progress } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { noAccess, notFound } from "../errors.js";
import { completedLessonCount } from "./course-counts.js";

export interface LessonRow {
  id: string;
  course_id: string;
  parent_id: string | null;
  position: number;
  kind: LessonKind;
  duration_minutes: number;
  i18n: Record<string, { title: string; text?: string; slides?: string[]; questions?: QuestionContent[] }>;
  answer_key: Record<string, string[]>;
}
export interface QuestionContent {
  _id: string;
  type: "single" | "multiple";
  question: string;
  answers: { id: string; label: string }[];
}
export interface CourseRow {
  id: string;
  program_id: string;
  position: number;
  required_rank: number;
  course_type: "closed-test" | "final-work";
  has_certificate: boolean;
  /** The closed test or final work is open before the lessons are completed (a placement test). */
  ending_open_from_start: boolean;
  image: string;
  i18n: Record<string, { title: string; description: string }>;
}
export interface UnitState {
  completed?: boolean;
  quiz?: Record<string, boolean>;
  test?: Record<string, boolean>;
}
export interface ProgressRow {
  id: string;
  user_id: string;
  course_id: string;
  current_lesson_id: string | null;
  current_sublesson_id: string | null;
  lessons: Record<string, UnitState>;
  closed_test_passed: boolean;
  finished_at: Date | string | null;
  certificate_id: string | null;
  position_lesson_id: string | null;
  position_sublesson_id: string | null;
  position_video_seconds: number | null;
  position_saved_at: Date | string | null;
  /** When the review opened by itself (migration 19); not in every row read (the home cards leave it out). */
  review_offered_at?: Date | string | null;
}

export async function courseById(db: Queryable, id: string, user: SessionUser): Promise<CourseRow> {
  const [course] = await db.query<CourseRow>("select * from courses where id = $1", [id]);
  if (!course) throw notFound("Course");
  if (course.required_rank > user.rankStage) throw noAccess();
  return course;
}

export async function lessonsOf(db: Queryable, courseId: string): Promise<LessonRow[]> {
  return db.query<LessonRow>("select * from lessons where course_id = $1 order by parent_id nulls first, position", [
    courseId,
  ]);
}

/** Lessons in reading order: each lesson, then its sub-lessons. Units are what a learner completes. */
export function unitsInOrder<T extends Pick<LessonRow, "id" | "parent_id" | "position">>(
  lessons: T[],
): { lesson: T; sub: T | null }[] {
  const top = lessons.filter((l) => l.parent_id === null).sort((a, b) => a.position - b.position);
  return top.flatMap((lesson): { lesson: T; sub: T | null }[] => {
    const subs = lessons.filter((l) => l.parent_id === lesson.id).sort((a, b) => a.position - b.position);
    return subs.length === 0 ? [{ lesson, sub: null }] : subs.map((sub) => ({ lesson, sub }));
  });
}

export function testCompleted(unit: LessonRow, state: UnitState | undefined): boolean {
  if (unit.kind !== "internal-test") return true;
  return Object.keys(unit.answer_key).every((q) => state?.test?.[q] === true);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** How many of the course's units (sub-lessons, lessons without them) the learner has completed, of how many. */
function unitsDone(row: ProgressRow, lessons: LessonRow[]): { done: number; total: number } {
  const units = unitsInOrder(lessons);
  const state = row.lessons ?? {};
  return { done: units.filter(({ sub, lesson }) => state[(sub ?? lesson).id]?.completed).length, total: units.length };
}

/** Every lesson of the course completed (the ending aside): what a course review asks for. */
export function lessonsDone(row: ProgressRow, lessons: LessonRow[]): boolean {
  const { done, total } = unitsDone(row, lessons);
  return total > 0 && done === total;
}

/** The course's ending is done: its closed test passed, or the course finished (the final work approved). */
export const endingDone = (row: ProgressRow) => row.closed_test_passed || row.finished_at !== null;

/**
 * The learner's progress as the pages show it. The ending counts as one more step after the lessons, so a
 * course whose lessons are done and whose test is pending is not 100 %, and "completed" means lessons and
 * ending both: the page never says "Completed" beside 0 % (issue 40).
 */
export function progressView(row: ProgressRow, lessons: LessonRow[]): Progress {
  const state = row.lessons ?? {};
  const { done, total } = unitsDone(row, lessons);
  const ending = endingDone(row);
  const top = lessons.filter((l) => l.parent_id === null).sort((a, b) => a.position - b.position);
  const percentage = Math.round(((done + (ending ? 1 : 0)) / (total + 1)) * 100);
  return {
    _id: row.id,
    courseId: row.course_id,
    isStarted: true,
    isCompleted: done === total && ending,
    currentLessonId: row.current_lesson_id,
    currentSublessonId: row.current_sublesson_id,
    lessons: top.map((lesson) => ({
      id: lesson.id,
      isCompleted: state[lesson.id]?.completed === true,
      internalTestProgress: { isCompleted: testCompleted(lesson, state[lesson.id]) },
      sublessons: lessons
        .filter((l) => l.parent_id === lesson.id)
        .sort((a, b) => a.position - b.position)
        .map((sub) => ({
          id: sub.id,
          isCompleted: state[sub.id]?.completed === true,
          internalTestProgress: { isCompleted: testCompleted(sub, state[sub.id]) },
        })),
    })),
    percentage,
    completedLessonsCount: completedLessonCount(lessons, state),
    closedTestPassed: row.closed_test_passed,
    finishedAt: iso(row.finished_at),
    certificateId: row.certificate_id,
    position: positionView(row),
  };
}

/** The saved place in the course; none until the learner opens a lesson (or once its lesson is removed). */
export function positionView(row: ProgressRow): LearningPosition | null {
  if (!row.position_lesson_id || !row.position_saved_at) return null;
  return {
    lessonId: row.position_lesson_id,
    sublessonId: row.position_sublesson_id,
    videoSeconds: Number(row.position_video_seconds ?? 0),
    savedAt: new Date(row.position_saved_at).toISOString(),
  };
}

export async function progressOf(db: Queryable, userId: string, courseId: string): Promise<ProgressRow | null> {
  const [row] = await db.query<ProgressRow>("select * from progress where user_id = $1 and course_id = $2", [
    userId,
    courseId,
  ]);
  return row ?? null;
}

/** A progress record of the caller; another learner's is answered as not found. */
export async function ownProgress(db: Queryable, userId: string, progressId: string): Promise<ProgressRow> {
  const [row] = await db.query<ProgressRow>("select * from progress where id = $1 and user_id = $2 for update", [
    progressId,
    userId,
  ]);
  if (!row) throw notFound("Progress");
  return row;
}

/** Writes a whole progress row back: only for a row locked in the same transaction (`ownProgress`). */
export async function saveProgress(db: Queryable, row: ProgressRow) {
  await db.query(
    `update progress set current_lesson_id = $2, current_sublesson_id = $3, lessons = $4, closed_test_passed = $5,
     finished_at = $6, certificate_id = $7, updated_at = now() where id = $1`,
    [
      row.id,
      row.current_lesson_id,
      row.current_sublesson_id,
      JSON.stringify(row.lessons),
      row.closed_test_passed,
      row.finished_at,
      row.certificate_id,
    ],
  );
}

export async function markActivity(
  db: Queryable,
  userId: string,
  change: "continued_course" | "used_tool" | { seconds: number },
) {
  if (typeof change === "string") {
    await db.query(
      `insert into activity_days (user_id, day, ${change}) values ($1, current_date, true)
       on conflict (user_id, day) do update set ${change} = true`,
      [userId],
    );
  } else {
    await db.query(
      `insert into activity_days (user_id, day, study_seconds) values ($1, current_date, $2)
       on conflict (user_id, day) do update set study_seconds = activity_days.study_seconds + $2`,
      [userId, change.seconds],
    );
  }
}

export const titleOf = (i18n: Record<string, { title: string }>, lang: Lang) => i18n[lang]?.title;
