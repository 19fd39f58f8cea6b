import { type Dispatch, useState } from "react";
import { useClock } from "../../clock";
import { useJoinCourse } from "../../joining";
import type { TestAction } from "./test-state";

/** Starting the test: at once for a learner who has joined the course, after joining it for one who has not. */
export function useTestStart(courseId: string, isJoined: boolean, dispatch: Dispatch<TestAction>) {
  const clock = useClock();
  const [isJoinOpen, setJoinOpen] = useState(false);
  const { join, isJoining } = useJoinCourse(courseId, "closedTest.joinFirst.error");

  const start = () => {
    if (isJoined) dispatch({ type: "start", at: clock().getTime() });
    else setJoinOpen(true);
  };
  const joinAndStart = async () => {
    if (!(await join())) return;
    setJoinOpen(false);
    dispatch({ type: "start", at: clock().getTime() });
  };

  return { start, joinAndStart, isJoinOpen, closeJoin: () => setJoinOpen(false), isJoining };
}
