import { useAddressFilter } from "../../data";
import { queueSearchParams, readQueueFilter } from "./queue-address";

/**
 * The review queue's filters and page, kept in the address: `[filter, showFilter]`, where `showFilter` moves
 * to the queue's new address (a step of history; `replace` for a search that only refines the one before).
 */
export const useQueueAddress = () => useAddressFilter(readQueueFilter, queueSearchParams);
