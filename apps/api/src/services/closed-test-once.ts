import type { ClosedTestCheckAnswer, ClosedTestCheckBody } from "@campus/contract";
import type { Db, Queryable } from "../db/db.js";
import { conflict } from "../errors.js";

/** The answers of a check by question, each question's answers once and in order (so two sends compare equal). */
export type GivenAnswers = Map<string, string[]>;

export function givenAnswers(answers: ClosedTestCheckBody["answers"]): GivenAnswers {
  return new Map(answers.map((a) => [a.q, [...new Set(a.a)].sort()]));
}

/** One check named by its idempotency key: whose it is, which course and what was answered. */
export interface OnceCheck {
  userId: string;
  key: string;
  courseId: string;
  given: GivenAnswers;
}

/** What is compared between two sends of one key: the answers by question, in a fixed order. */
const answersText = (given: GivenAnswers) =>
  JSON.stringify([...given].filter(([, a]) => a.length > 0).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));

interface StoredRow {
  course_id: string;
  answers: string;
  answer: ClosedTestCheckAnswer;
}

/**
 * The answer stored for this key, or null when the key is new. The same key for another course or other answers
 * is a client's mistake (a key must name one check), refused with 409 rather than answered with another result.
 */
export async function storedCheck(db: Queryable, once: OnceCheck): Promise<ClosedTestCheckAnswer | null> {
  const [row] = await db.query<StoredRow>(
    "select course_id, answers, answer from closed_test_checks where user_id = $1 and idempotency_key = $2",
    [once.userId, once.key],
  );
  if (!row) return null;
  if (row.course_id !== once.courseId || row.answers !== answersText(once.given)) {
    throw conflict("This idempotency key was used for another check: send a new key with new answers.");
  }
  return answerShown(row.answer);
}

/**
 * What a check's answer may show: the right answers only when it passed (a retake asks the same questions, so a
 * failed check that named them would make the certificate cost one deliberate failure). Answers stored before
 * this rule, or before questions named their lesson, are served by it too: the key left out, no lesson.
 */
export function answerShown(answer: ClosedTestCheckAnswer): ClosedTestCheckAnswer {
  const passed = answer.result.passed;
  const questions = answer.questions.map(({ correctAnswers, lesson, ...question }) => ({
    ...question,
    lesson: lesson ?? null,
    ...(passed && correctAnswers ? { correctAnswers } : {}),
  }));
  return { ...answer, questions };
}

/**
 * Stores the answer under its key and records the attempt in one transaction. When another send of the same key
 * got there first (two sends at once), the insert finds its row after it commits, nothing is recorded, and that
 * send's stored answer is the one given back.
 */
export async function checkedOnce(
  db: Db,
  once: OnceCheck,
  answer: ClosedTestCheckAnswer,
  record: (tx: Queryable) => Promise<void>,
): Promise<ClosedTestCheckAnswer> {
  const isFirst = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into closed_test_checks (user_id, idempotency_key, course_id, answers, answer)
       values ($1, $2, $3, $4, $5) on conflict (user_id, idempotency_key) do nothing returning user_id`,
      [once.userId, once.key, once.courseId, answersText(once.given), JSON.stringify(answer)],
    );
    if (inserted.length === 0) return false;
    await record(tx);
    return true;
  });
  if (isFirst) return answer;
  const stored = await storedCheck(db, once);
  if (!stored) throw new Error("A closed test's check was neither stored nor found under its key.");
  return stored;
}
