import type { CallName } from "@campus/contract";
import { useRef } from "react";
import type { ArgsOf } from "../../api";
import { useCall } from "../../data";

/**
 * One page of a console list (the review queue, the learners), as the address asks. While another page or filter
 * loads, the list shown stays (marked pending) rather than going back to placeholders; when that one fails, its
 * error shows rather than the previous list as if it were the answer. Asked again when staff come back to the
 * tab: colleagues change works and accounts meanwhile.
 */
export function useKeptList<N extends CallName>(name: N, args: ArgsOf<N>) {
  const result = useCall(name, args, { revalidateOnFocus: true });
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
