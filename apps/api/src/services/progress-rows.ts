import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";

/*
 * A learner's progress in a course as stored: one row per learner and course, its units' states as JSON.
 */

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

/** The learner's progress in a course, or null before they join it. */
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
