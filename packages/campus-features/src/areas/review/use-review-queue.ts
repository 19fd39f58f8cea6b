import { queueArgs, type ReviewQueueFilter } from "./queue-address";
import { useKeptList } from "./use-kept-list";

/** One page of the review queue, as the address asks (`useKeptList`). */
export const useReviewQueue = (filter: ReviewQueueFilter) => useKeptList("reviewQueue", queueArgs(filter));
