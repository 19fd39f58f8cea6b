import { useRef } from "react";
import { useCall } from "../../data";
import { queueArgs, type ReviewQueueFilter } from "./queue-address";

/**
 * One page of the review queue, as the address asks. While another page or filter loads, the works shown stay
 * (marked pending) rather than the list going back to placeholders; when that one fails, its error shows
 * rather than the previous list as if it were the answer. Asked again when the reviewer comes back to the tab:
 * colleagues claim and decide works meanwhile.
 */
export function useReviewQueue(filter: ReviewQueueFilter) {
  const result = useCall("reviewQueue", queueArgs(filter), { revalidateOnFocus: true });
  const shown = useRef(result.data);
  if (result.data) shown.current = result.data;
  const data = result.data ?? (result.error ? undefined : shown.current);
  return {
    data,
    error: result.error,
    isPending: result.data === undefined && data !== undefined,
    retry: () => void result.mutate(),
  };
}
