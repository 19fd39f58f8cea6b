import { useEffect, useRef, useState } from "react";
import type { FinishState } from "./finish-rules";

/** Whether finishing waited and no longer does: said when the wait ends, not on opening the lesson. */
export function useWaitEnded(status: FinishState["status"]) {
  const wasBlocked = useRef(status === "blocked");
  const [unblocked, setUnblocked] = useState(false);
  useEffect(() => {
    if (status === "blocked") wasBlocked.current = true;
    else if (wasBlocked.current && status === "allowed") setUnblocked(true);
  }, [status]);
  return unblocked;
}
