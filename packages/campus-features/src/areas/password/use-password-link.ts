import type { PasswordLinkAnswer } from "@campus/contract";
import { useCall } from "../../data";

export type PasswordLinkState =
  | { state: "loading" }
  | { state: "ready"; answer: PasswordLinkAnswer }
  | { state: "dead" }
  | { state: "failed"; retry: () => void; isRetrying: boolean };

/**
 * What a one-time link is for, while it can still be used. A link the server does not know (404: expired, used,
 * replaced, unknown) or that could never have been one (400: not a token's shape) is dead; anything else failed
 * to load and may be asked for again.
 */
export function usePasswordLink(token: string): PasswordLinkState {
  const { data, error, mutate, isValidating } = useCall("passwordLink", { token });
  if (data) return { state: "ready", answer: data };
  if (error?.status === 404 || error?.status === 400) return { state: "dead" };
  if (error) return { state: "failed", retry: () => void mutate(), isRetrying: isValidating };
  return { state: "loading" };
}
