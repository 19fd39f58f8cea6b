import type { CallName } from "@campus/contract";
import type { ReactNode } from "react";
import { type Cache, SWRConfig, type SWRConfiguration } from "swr";
import { type CampusClient, isApiError } from "../api";
import type { CallKey } from "./call-key";
import { CampusClientContext } from "./client-context";

/**
 * Statuses that another try cannot change: the session (401, handled by the client), access (403),
 * existence (404), language (406) and the request itself (400, 409, 422, 429).
 */
const final = new Set([400, 401, 403, 404, 406, 409, 422, 429]);

/**
 * Retries only what may pass on its own (5xx), with a growing pause: SWR counts its first retry as 1, so a call
 * that keeps failing is asked twice more, 2 s and then 4 s later (swr-retry.test.tsx). A retry whose time comes
 * after the call has answered since (the learner pressed Retry) is dropped: the page already shows the answer.
 */
export const onErrorRetry: NonNullable<SWRConfiguration["onErrorRetry"]> = (
  error,
  key,
  config,
  revalidate,
  { retryCount },
) => {
  if (isApiError(error) && (final.has(error.status) || error.kind === "network")) return;
  if (retryCount >= 3) return;
  // SWR hands its whole configuration here, the call's cache included, though its type names only the public part.
  const { cache } = config as Readonly<{ cache?: Cache }>;
  setTimeout(
    () => {
      if (cache && cache.get(key)?.error === undefined) return;
      void revalidate({ retryCount });
    },
    1000 * 2 ** retryCount,
  );
};

export interface CampusSWRConfigProps {
  client: CampusClient;
  children: ReactNode;
  /** A cache of its own (a story, a test); the default is SWR's global cache. */
  provider?: () => Cache;
}

/**
 * SWR over the campus client: the key `[name, args]` is the call, requests with the same key within two
 * seconds are one, lists refresh on focus (see `useCall`), and only server-side failures are retried.
 */
export function CampusSWRConfig({ client, children, provider }: CampusSWRConfigProps) {
  const value: SWRConfiguration = {
    fetcher: ([name, args]: CallKey) => client.callWith(name as CallName, args),
    onErrorRetry,
    dedupingInterval: 2000,
    revalidateOnFocus: false,
    keepPreviousData: false,
    ...(provider ? { provider } : {}),
  };
  return (
    <CampusClientContext.Provider value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </CampusClientContext.Provider>
  );
}
