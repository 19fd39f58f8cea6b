import { learnerStorageKeys } from "../../session";
import type { AnswersByIndex } from "./test-state";

/** A check on its way to the server: its answers and the key that makes a resend count once. */
export interface PendingCheck {
  key: string;
  answers: { q: string; a: string[] }[];
}

/** A closed test under way, as this device keeps it for one learner and course. */
export interface KeptTest {
  index: number;
  answers: AnswersByIndex;
  /** The check the learner asked for and has not had answered yet. */
  check: PendingCheck | null;
  /** When the attempt started (ms since the epoch), so its time survives a reload; null if kept without it. */
  startedAt: number | null;
}

type KeptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function readCheck(value: unknown): PendingCheck | null {
  if (!isRecord(value) || typeof value.key !== "string" || !Array.isArray(value.answers)) return null;
  const answers = value.answers.filter(
    (answer): answer is { q: string; a: string[] } =>
      isRecord(answer) && typeof answer.q === "string" && isStringList(answer.a),
  );
  return answers.length === value.answers.length ? { key: value.key, answers } : null;
}

/**
 * The test this learner left under way in this course, or null. Whatever does not read as one (an older
 * shape, a hand edit, blocked storage) is ignored rather than trusted.
 */
export function readKeptTest(storage: KeptStorage | undefined, userId: string, courseId: string): KeptTest | null {
  try {
    const stored = storage?.getItem(learnerStorageKeys.closedTestAnswers(userId, courseId));
    if (!stored) return null;
    const value: unknown = JSON.parse(stored);
    if (!isRecord(value) || typeof value.index !== "number" || !isRecord(value.answers)) return null;
    const answers: Record<number, string[]> = {};
    for (const [index, picked] of Object.entries(value.answers)) {
      if (/^\d+$/.test(index) && isStringList(picked)) answers[Number(index)] = picked;
    }
    const startedAt = typeof value.startedAt === "number" ? value.startedAt : null;
    return { index: value.index, answers, check: readCheck(value.check), startedAt };
  } catch {
    return null;
  }
}

/** Keeps the test at once, so a reload, a closed tab or a crash loses nothing; full or blocked storage keeps nothing. */
export function writeKeptTest(
  storage: KeptStorage | undefined,
  userId: string,
  courseId: string,
  kept: KeptTest,
): void {
  try {
    storage?.setItem(learnerStorageKeys.closedTestAnswers(userId, courseId), JSON.stringify(kept));
  } catch {
    // The test goes on; only this device's copy is missing.
  }
}

/** The test is no longer under way (checked, or started again from the beginning). */
export function forgetKeptTest(storage: KeptStorage | undefined, userId: string, courseId: string): void {
  try {
    storage?.removeItem(learnerStorageKeys.closedTestAnswers(userId, courseId));
  } catch {
    // Nothing kept where storage is blocked.
  }
}
