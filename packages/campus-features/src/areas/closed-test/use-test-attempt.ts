import type { ClosedTest } from "@campus/contract";
import { useEffect, useReducer, useState } from "react";
import { useClock } from "../../clock";
import { forgetKeptTest, type PendingCheck, readKeptTest, writeKeptTest } from "./kept-test";
import { initialTestState, testReducer } from "./test-state";

const storage = () => globalThis.localStorage as Storage | undefined;

/**
 * The learner's attempt at the test over its reducer, with the check they asked for and have no answer to yet.
 * While under way it is kept on this device, so a reload reopens it where the learner was.
 */
export function useTestAttempt(test: ClosedTest, userId: string) {
  const clock = useClock();
  const courseId = test._id;
  // What this device kept of the test, read once: a reload reopens it where the learner was.
  const [kept] = useState(() => readKeptTest(storage(), userId, courseId));
  const [state, dispatch] = useReducer(testReducer, test, (loaded) => {
    const initial = initialTestState(loaded);
    return kept ? testReducer(initial, { type: "resume", place: kept, at: clock().getTime() }) : initial;
  });
  const [pendingCheck, setPendingCheck] = useState<PendingCheck | null>(
    state.status === "IN_PROGRESS" ? (kept?.check ?? null) : null,
  );

  // Every choice, move and check asked for is kept at once; a test that is not under way is not kept.
  useEffect(() => {
    if (state.status === "IN_PROGRESS") {
      writeKeptTest(storage(), userId, courseId, {
        index: state.index,
        answers: state.answers,
        check: pendingCheck,
        startedAt: state.startedAt,
      });
    } else forgetKeptTest(storage(), userId, courseId);
  }, [state.status, state.index, state.answers, state.startedAt, pendingCheck, userId, courseId]);

  return { state, dispatch, pendingCheck, setPendingCheck };
}
