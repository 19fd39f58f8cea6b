import type { CourseReview } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Db, Queryable } from "../db/db.js";
import { conflict } from "../errors.js";
import { courseById, lessonsOf } from "./course-rows.js";
import { lessonsDone } from "./lesson-tree.js";
import { progressOf } from "./progress-rows.js";

interface ReviewRow {
  rating: number;
  comment: string;
}

/**
 * Reviews a course the learner has finished (every lesson completed; the ending may still be ahead); a second
 * review replaces the first, keeping when the first was given.
 */
export async function reviewCourse(
  db: Db,
  user: SessionUser,
  courseId: string,
  review: CourseReview,
): Promise<CourseReview> {
  const course = await courseById(db, courseId, user);
  const progress = await progressOf(db, user.id, course.id);
  // Every lesson completed, or the course finished (a placement test passed before the lessons).
  if (!progress || (!progress.finished_at && !lessonsDone(progress, await lessonsOf(db, course.id)))) {
    throw conflict("This course is not finished yet: complete every lesson before reviewing it.");
  }
  const [saved] = await db.query<ReviewRow>(
    `insert into course_reviews (user_id, course_id, rating, comment) values ($1, $2, $3, $4)
     on conflict (user_id, course_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
     returning rating, comment`,
    [user.id, course.id, review.rating, review.comment.trim()],
  );
  const { rating, comment } = saved as ReviewRow;
  return { rating, comment };
}

/**
 * Remembers with the account that the "rate the course" dialog opened by itself for a finished course, so that
 * no other device offers it again. The first offer stays (two tabs at once change nothing).
 */
export async function markReviewOffered(db: Queryable, user: SessionUser, courseId: string): Promise<true> {
  const course = await courseById(db, courseId, user);
  const [row] = await db.query<{ id: string }>(
    `update progress set review_offered_at = coalesce(review_offered_at, now())
     where user_id = $1 and course_id = $2 and finished_at is not null returning id`,
    [user.id, course.id],
  );
  if (!row) throw conflict("This course is not finished yet: its review is offered once it is.");
  return true;
}
