import { CLOSED_TEST_TIME_LIMIT_MINUTES, type ClosedTest, type Lang, type Question } from "@campus/contract";
import type { SessionUser } from "../auth/sessions.js";
import type { Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { openableCourse } from "./course.js";
import { requireLessonsDone } from "./course-ending.js";
import type { CourseRow } from "./course-rows.js";

/**
 * A course's closed test: its questions in the learner's language, never which answers are right; refused with
 * what is left while the course's lessons are not all completed.
 */
export async function closedTestOf(
  db: Queryable,
  user: SessionUser,
  courseId: string,
  lang: Lang,
): Promise<ClosedTest> {
  const [row] = await db.query<{
    course: CourseRow;
    percentage_to_pass: number | null;
    i18n: Record<string, { questions: Question[] }> | null;
  }>(
    `select to_jsonb(c) as course, t.percentage_to_pass, t.i18n
     from courses c left join closed_tests t on t.course_id = c.id where c.id = $1`,
    [courseId],
  );
  const course = openableCourse(row?.course, user, lang);
  if (!row?.i18n || row.percentage_to_pass === null) throw notFound("Closed test");
  const questions = pick<{ questions: Question[] }>(row.i18n, lang).questions;
  await requireLessonsDone(db, user.id, course);
  return {
    _id: course.id,
    courseTitle: pick<{ title: string }>(course.i18n, lang).title,
    course: { _id: course.id },
    percentageToPass: row.percentage_to_pass,
    timeLimitMinutes: CLOSED_TEST_TIME_LIMIT_MINUTES,
    hasCertificate: course.has_certificate,
    questions: questions.map((q) => ({ _id: q._id, question: q.question, type: q.type, answers: q.answers })),
  };
}
