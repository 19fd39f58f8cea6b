import type { PasswordLinkAnswer } from "@campus/contract";
import type { ApiError } from "../../api";
import { useCall } from "../../data";

export type PasswordLinkState =
  | { state: "loading" }
  | { state: "ready"; answer: PasswordLinkAnswer }
  | { state: "dead" }
  | { state: "deactivated" }
  | { state: "failed"; error: ApiError; retry: () => void; isRetrying: boolean };

/**
 * What a one-time link is for, while it can still be used. A link the server does not know (404: expired, used,
 * replaced, unknown) or that could never have been one (400: not a token's shape) is dead; a deactivated account's
 * link (401) leads nowhere either; anything else (too many tries from this network, a failure) may be asked for
 * again.
 */
export function usePasswordLink(token: string): PasswordLinkState {
  const { data, error, mutate, isValidating } = useCall("passwordLink", { token });
  if (data) return { state: "ready", answer: data };
  if (error?.status === 404 || error?.status === 400) return { state: "dead" };
  if (error?.status === 401) return { state: "deactivated" };
  if (error) return { state: "failed", error, retry: () => void mutate(), isRetrying: isValidating };
  return { state: "loading" };
}
