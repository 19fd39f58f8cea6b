import { type CallName, learnerCallRoute } from "@campus/contract";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError, ArgsOf, ResultOf } from "../api";
import { isCallKey, type KeyMatcher, matchesKey } from "./call-key";
import { useCampusClient } from "./client-context";

/**
 * Refetches every cached call that one of the matchers names, and nothing else. Called without data, so
 * what is on screen stays there until the fresh answer replaces it (passing `undefined` would empty it).
 */
export function useRevalidateCalls() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (matchers: readonly KeyMatcher[]) => mutate((key) => matchers.some((matcher) => matchesKey(key, matcher))),
    [mutate],
  );
}

/** Refetches every cached call (the content language changed, so every translated answer did). */
export function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}

/**
 * Forgets every cached answer without refetching (a learner signed out: nothing of theirs may show). A public
 * call's answer (a certificate's record) belongs to no learner and stays: forgetting it while it loads would
 * drop the answer on its way, and a public page would wait for it forever.
 */
export function useClearCache() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => !(isCallKey(key) && learnerCallRoute(key[0])?.access === "public"), undefined, {
        revalidate: false,
      }),
    [mutate],
  );
}

export interface CallMutationOptions<N extends CallName> {
  /** The cached calls this change makes stale, revalidated after it succeeds. */
  revalidates?: readonly KeyMatcher[] | ((args: ArgsOf<N>, answer: ResultOf<N>) => readonly KeyMatcher[]);
}

export interface CallMutation<N extends CallName> {
  /** Sends the call; resolves its answer or rejects with its `ApiError`. */
  trigger(args: ArgsOf<N>): Promise<ResultOf<N>>;
  isMutating: boolean;
  error: ApiError | undefined;
  reset(): void;
}

/**
 * A state-changing call with its pending state and error, that revalidates exactly the cached calls it
 * changes once it succeeds.
 */
export function useCallMutation<N extends CallName>(
  name: N,
  { revalidates }: CallMutationOptions<N> = {},
): CallMutation<N> {
  const client = useCampusClient();
  const revalidate = useRevalidateCalls();
  // Typed by CallMutation: SWR's own inference over every call of the contract goes too deep.
  const mutation = useSWRMutation(["mutation", name], async (_key: unknown, { arg }: { arg: object }) => {
    const answer = await client.callWith(name as CallName, arg);
    const matchers = typeof revalidates === "function" ? revalidates(arg as never, answer as never) : revalidates;
    if (matchers && matchers.length > 0) void revalidate(matchers);
    return answer;
  });
  return {
    trigger: (args: unknown) => mutation.trigger(args as object) as Promise<never>,
    isMutating: mutation.isMutating,
    error: mutation.error as ApiError | undefined,
    reset: mutation.reset,
  };
}
