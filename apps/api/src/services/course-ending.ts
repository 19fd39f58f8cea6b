import type { LessonsLeftReason } from "@campus/contract";
import type { Queryable } from "../db/db.js";
import { refusedFor } from "../errors.js";
import { completedLessonCount, lessonCount, nextUnit } from "./course-counts.js";
import type { CourseRow } from "./course-rows.js";

/*
 * A course's ending (its closed test or its final work) opens once every lesson is completed (issue 40): the
 * certificate and the approved final work say the course was done, so the server keeps the rule where no page
 * can skip it. Reading a final work's task early stays open; sending an answer, starting and checking the test
 * do not. A course may open its ending from the start (a placement test).
 */

interface UnitRow {
  id: string;
  parent_id: string | null;
  position: number;
  completed: boolean;
}

/** What is left before the course's ending opens for the learner, or null when every lesson is completed. */
export async function lessonsLeft(db: Queryable, userId: string, courseId: string): Promise<LessonsLeftReason | null> {
  // One statement: the lesson tree with each unit's completion from the learner's progress (if any).
  const rows = await db.query<UnitRow>(
    `select l.id, l.parent_id, l.position, coalesce(p.lessons -> l.id ->> 'completed' = 'true', false) as completed
     from lessons l left join progress p on p.course_id = l.course_id and p.user_id = $2
     where l.course_id = $1`,
    [courseId, userId],
  );
  // Counted as every screen counts lessons (course-counts.ts): a lesson with parts is left until each part is done.
  const state = Object.fromEntries(rows.map((row) => [row.id, { completed: row.completed }]));
  const left = lessonCount(rows) - completedLessonCount(rows, state);
  const first = nextUnit(rows, state);
  if (!first || left === 0) return null;
  return {
    code: "lessonsLeft",
    lessonsLeft: left,
    next: { lessonId: first.lesson.id, sublessonId: first.sub?.id ?? null },
  };
}

/** Refuses (403 with the reason) the course's ending while lessons are left, unless it is open from the start. */
export async function requireLessonsDone(
  db: Queryable,
  userId: string,
  course: Pick<CourseRow, "id" | "ending_open_from_start">,
): Promise<void> {
  if (course.ending_open_from_start) return;
  const reason = await lessonsLeft(db, userId, course.id);
  if (!reason) return;
  const count = `${reason.lessonsLeft} ${reason.lessonsLeft === 1 ? "lesson" : "lessons"}`;
  throw refusedFor(`Complete the course's lessons first: ${count} to go.`, reason);
}
