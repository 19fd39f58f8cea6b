import type { CallName } from "@campus/contract";
import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import type { ApiError, ArgsOf, ResultOf } from "../api";
import { listCalls } from "./call-key";

/**
 * Reads a call of the contract through SWR; the key is `[name, args]`, and `null` args skip the call
 * until its inputs exist (e.g. `useCall("lesson", lessonId ? { lessonId } : null)`).
 */
export function useCall<N extends CallName>(
  name: N,
  args: ArgsOf<N> | null,
  config?: SWRConfiguration<ResultOf<N>, ApiError>,
): SWRResponse<ResultOf<N>, ApiError> {
  return useSWR<ResultOf<N>, ApiError>(args === null ? null : [name, args], {
    revalidateOnFocus: listCalls.has(name),
    ...config,
  });
}
