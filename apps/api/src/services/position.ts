import type { LearningPosition, SavePositionBody } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Db } from "../db/db.js";
import { badRequest, conflict } from "../errors.js";
import { markActivity } from "./activity.js";
import { courseById, lessonsOf } from "./course-rows.js";
import { positionView } from "./progress.js";
import type { ProgressRow } from "./progress-rows.js";

/**
 * Keeps where the learner is in a course (`savePosition`), so that another device resumes at the same lesson,
 * sub-lesson and second of video. The server's clock stamps it: devices' clocks disagree, and the latest save
 * is the one that counts.
 */
export async function savePosition(
  db: Db,
  user: SessionUser,
  courseId: string,
  body: SavePositionBody,
): Promise<LearningPosition> {
  const course = await courseById(db, courseId, user);
  const lessons = await lessonsOf(db, course.id);
  const lesson = lessons.find((l) => l.id === body.lessonId && l.parent_id === null);
  if (!lesson) throw badRequest(`lessonId: "${body.lessonId}" is not a lesson of this course.`);
  const sublessonId = body.sublessonId ?? null;
  const sub = sublessonId === null ? null : lessons.find((l) => l.id === sublessonId && l.parent_id === lesson.id);
  if (sub === undefined) {
    throw badRequest(`sublessonId: "${sublessonId}" is not a sub-lesson of the lesson "${lesson.id}".`);
  }
  const unit = sub ?? lesson;
  if (unit.kind !== "video" && body.videoSeconds > 0) {
    throw badRequest(`videoSeconds: "${unit.id}" is not a video lesson, so its video time must be 0.`);
  }
  return db.transaction(async (tx) => {
    // Saving also makes this the course the learner was in last (the home page's "continue" follows updated_at).
    const [row] = await tx.query<ProgressRow>(
      `update progress set position_lesson_id = $3, position_sublesson_id = $4, position_video_seconds = $5,
       position_saved_at = now(), updated_at = now() where user_id = $1 and course_id = $2 returning *`,
      [user.id, course.id, lesson.id, sub?.id ?? null, body.videoSeconds],
    );
    if (!row) throw conflict("Join the course before saving your place in it.");
    await markActivity(tx, user.id, "continued_course");
    return positionView(row) as LearningPosition;
  });
}
