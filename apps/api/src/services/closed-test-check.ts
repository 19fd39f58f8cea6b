import type {
  CheckedQuestion,
  ClosedTestCheckAnswer,
  ClosedTestCheckBody,
  Lang,
  Question,
  QuestionLesson,
} from "@campus/contract";
import { newId } from "../auth/security.js";
import type { SessionUser } from "../auth/sessions.js";
import type { Db, Queryable } from "../db/db.js";
import { notFound } from "../errors.js";
import { pick } from "../i18n.js";
import { answerShown, checkedOnce, type GivenAnswers, givenAnswers, storedCheck } from "./closed-test-once.js";
import { requireLessonsDone } from "./course-ending.js";
import { courseById } from "./course-rows.js";
import { sameAnswers } from "./lesson-answers.js";

interface ClosedTestRow {
  percentage_to_pass: number;
  i18n: Record<string, { questions: Question[] }>;
  answer_key: Record<string, string[]>;
  /** The lesson of each question that names one (of this course), with its title in each language. */
  lessons: Record<string, { id: string; parentId: string | null; titles: Partial<Record<Lang, string | null>> }>;
}

/** The test with the lesson of each question, one statement: the lessons' titles only, not their content. */
const testWithLessons = `
select t.percentage_to_pass, t.i18n, t.answer_key, coalesce(
  (select jsonb_object_agg(q.question_id, jsonb_build_object('id', l.id, 'parentId', l.parent_id,
     'titles', jsonb_build_object('pl', l.i18n->'pl'->>'title', 'en', l.i18n->'en'->>'title')))
   from jsonb_each_text(t.question_lessons) as q(question_id, lesson_id)
   join lessons l on l.id = q.lesson_id and l.course_id = t.course_id),
  '{}'::jsonb) as lessons
from closed_tests t where t.course_id = $1`;

/**
 * Grades a closed test, records the attempt and, when it passes, the passed test in the learner's progress.
 * With an idempotency key, all of that happens once per learner and key: a retry gets the stored answer.
 */
export async function checkClosedTest(
  db: Db,
  user: SessionUser,
  courseId: string,
  lang: Lang,
  { answers, idempotencyKey }: ClosedTestCheckBody,
): Promise<ClosedTestCheckAnswer> {
  const course = await courseById(db, courseId, user);
  await requireLessonsDone(db, user.id, course);
  const given = givenAnswers(answers);
  const once = idempotencyKey ? { userId: user.id, key: idempotencyKey, courseId: course.id, given } : null;
  // The common retry (the first one was stored long ago) costs one read.
  const stored = once ? await storedCheck(db, once) : null;
  if (stored) return stored;
  const [test] = await db.query<ClosedTestRow>(testWithLessons, [course.id]);
  if (!test) throw notFound("Closed test");
  const answer = grade(test, lang, given, course.has_certificate);
  const record = (tx: Queryable) => recordAttempt(tx, user.id, course.id, answer.result);
  if (!once) {
    await db.transaction(record);
    return answer;
  }
  return checkedOnce(db, once, answer, record);
}

/**
 * Grades the answers. Each question says what the learner answered, whether it was right and the lesson it comes
 * from; the right answers go with a passed check only (see `answerShown`).
 */
function grade(test: ClosedTestRow, lang: Lang, given: GivenAnswers, hasCertificate: boolean): ClosedTestCheckAnswer {
  const questions = pick<{ questions: Question[] }>(test.i18n, lang).questions;
  const checked = questions.map((q): CheckedQuestion => {
    const userAnswer = given.get(q._id) ?? [];
    const correctAnswers = test.answer_key[q._id] ?? [];
    const lesson = lessonOf(test.lessons[q._id], lang);
    return { ...q, userAnswer, isCorrect: sameAnswers(userAnswer, correctAnswers), lesson, correctAnswers };
  });
  const correctCount = checked.filter((q) => q.isCorrect).length;
  const total = questions.length;
  const percentage = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  // The exact share against the threshold (SPEC section 5), in whole numbers: the rounded percentage is for
  // showing, and would let 2 of 3 (66.7 %) pass 67 %.
  const passed = total > 0 && correctCount * 100 >= test.percentage_to_pass * total;
  const result = { correctCount, totalQuestions: total, percentage, passed, hasCertificate };
  return answerShown({ result, questions: checked, hasCertificate });
}

/** A question's lesson as the learner sees it: a sub-lesson opens inside its lesson; its title in their language. */
function lessonOf(lesson: ClosedTestRow["lessons"][string] | undefined, lang: Lang): QuestionLesson | null {
  const title = lesson && (lesson.titles[lang] ?? lesson.titles.pl ?? lesson.titles.en);
  if (!lesson || !title) return null;
  return lesson.parentId === null
    ? { lessonId: lesson.id, sublessonId: null, title }
    : { lessonId: lesson.parentId, sublessonId: lesson.id, title };
}

/**
 * The attempt, and for a passed one the passed test and the finished course (joining it if need be): passing is
 * what completes a closed-test course, not downloading its certificate. The first finish is kept; only those two
 * columns are touched.
 */
async function recordAttempt(
  tx: Queryable,
  userId: string,
  courseId: string,
  result: { percentage: number; passed: boolean },
) {
  await tx.query(
    "insert into closed_test_attempts (id, user_id, course_id, percentage, passed) values ($1, $2, $3, $4, $5)",
    [newId(), userId, courseId, result.percentage, result.passed],
  );
  if (!result.passed) return;
  await tx.query(
    `insert into progress (id, user_id, course_id, closed_test_passed, finished_at) values ($1, $2, $3, true, now())
     on conflict (user_id, course_id) do update set closed_test_passed = true,
       finished_at = coalesce(progress.finished_at, now()), updated_at = now()`,
    [newId(), userId, courseId],
  );
}
