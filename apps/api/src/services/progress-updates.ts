import type { Progress } from "@campus/contract";
import { newId } from "../auth/security.js";
import type { SessionUser } from "../auth/sessions.js";
import type { Db, Queryable } from "../db/db.js";
import { conflict, notFound } from "../errors.js";
import { markActivity } from "./activity.js";
import { courseById, type LessonRow, lessonsOf } from "./course-rows.js";
import { unitsInOrder } from "./lesson-tree.js";
import { progressView } from "./progress.js";
import { ownProgress, type ProgressRow, saveProgress } from "./progress-rows.js";

/*
 * The changes a learner makes to their progress in a course. Each is one transaction, and none writes back a
 * row it read without a lock: a change either locks the row (`ownProgress` selects it for update) or touches
 * only its own columns in one statement, so two changes at once (a lesson completed while the closed test is
 * checked, in two tabs) both count.
 */

/** The lesson (or sub-lesson) a body points at, checked against the progress's course. */
export async function unitFor(
  tx: Queryable,
  progress: ProgressRow,
  lessonId: string,
  sublessonId: string | null | undefined,
) {
  const lessons = await lessonsOf(tx, progress.course_id);
  const lesson = lessons.find((l) => l.id === lessonId && l.parent_id === null);
  if (!lesson) throw notFound("Lesson");
  const sub = sublessonId ? lessons.find((l) => l.id === sublessonId && l.parent_id === lessonId) : null;
  if (sublessonId && !sub) throw notFound("Sub-lesson");
  return { lessons, lesson, unit: sub ?? lesson, sub: sub ?? null };
}

/** Joins a course open to the learner (again: nothing is lost), starting at its first lesson. */
export async function joinCourse(db: Db, user: SessionUser, courseId: string): Promise<Progress> {
  const course = await courseById(db, courseId, user);
  return joinWithLessons(db, user.id, course.id, await lessonsOf(db, course.id));
}

/** Joins a course, starting at its first lesson; a day of learning is noted. */
function joinWithLessons(db: Db, userId: string, courseId: string, lessons: LessonRow[]): Promise<Progress> {
  const first = unitsInOrder(lessons)[0];
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ProgressRow>(
      `insert into progress (id, user_id, course_id, current_lesson_id, current_sublesson_id) values ($1, $2, $3, $4, $5)
       on conflict (user_id, course_id) do update set
         current_lesson_id = coalesce(progress.current_lesson_id, excluded.current_lesson_id),
         current_sublesson_id = case when progress.current_lesson_id is null
           then excluded.current_sublesson_id else progress.current_sublesson_id end,
         updated_at = now()
       returning *`,
      [newId(), userId, courseId, first?.lesson.id ?? null, first?.sub?.id ?? null],
    );
    await markActivity(tx, userId, "continued_course");
    return progressView(row as ProgressRow, lessons);
  });
}

/** Completes a lesson or sub-lesson (a lesson whose sub-lessons are all complete with them) and moves on. */
export function completeLesson(
  db: Db,
  userId: string,
  change: { progressId: string; lessonId: string; sublessonId?: string | null },
): Promise<Progress> {
  return db.transaction(async (tx) => {
    const progress = await ownProgress(tx, userId, change.progressId);
    const { lessons, lesson, unit } = await unitFor(tx, progress, change.lessonId, change.sublessonId);
    const state = progress.lessons[unit.id] ?? {};
    if (unit.kind === "internal-test" && !Object.keys(unit.answer_key).every((q) => state.test?.[q])) {
      throw conflict("Finish the internal test before completing this lesson.");
    }
    progress.lessons[unit.id] = { ...state, completed: true };
    const subs = lessons.filter((l) => l.parent_id === lesson.id);
    if (subs.length > 0 && subs.every((s) => progress.lessons[s.id]?.completed)) {
      progress.lessons[lesson.id] = { ...progress.lessons[lesson.id], completed: true };
    }
    const units = unitsInOrder(lessons);
    const index = units.findIndex((u) => (u.sub ?? u.lesson).id === unit.id);
    const next =
      units.slice(index + 1).find((u) => !progress.lessons[(u.sub ?? u.lesson).id]?.completed) ?? units[index + 1];
    if (next) {
      progress.current_lesson_id = next.lesson.id;
      progress.current_sublesson_id = next.sub?.id ?? null;
    }
    await saveProgress(tx, progress);
    await markActivity(tx, userId, "continued_course");
    return progressView(progress, lessons);
  });
}

const notPassed = () => conflict("Pass the course's closed test first.");

/** Finishes a course open to the learner whose closed test is passed, without its certificate. */
export async function finishWithoutCertificate(db: Db, user: SessionUser, courseId: string): Promise<Progress> {
  const course = await courseById(db, courseId, user);
  const progress = await finishCourse(db, user.id, course.id);
  return progressView(progress, await lessonsOf(db, course.id));
}

/** Finishes a course whose closed test is passed (the first finish is the one kept). */
export async function finishCourse(db: Queryable, userId: string, courseId: string): Promise<ProgressRow> {
  const [row] = await db.query<ProgressRow>(
    `update progress set finished_at = coalesce(finished_at, now()), updated_at = now()
     where user_id = $1 and course_id = $2 and closed_test_passed returning *`,
    [userId, courseId],
  );
  if (!row) throw notPassed();
  return row;
}
