import { useRef } from "react";
import { useCall } from "../../../data";
import { type LearnersFilter, learnersArgs } from "./learners-address";

/**
 * One page of learners, as the address asks. While another page or filter loads, the list shown stays (marked
 * pending) rather than going back to placeholders; when that one fails, its error shows rather than the previous
 * list as if it were the answer.
 */
export function useLearners(filter: LearnersFilter) {
  const result = useCall("learners", learnersArgs(filter), { revalidateOnFocus: true });
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
