/** Sign-in data that arrived in the address (SPEC section 4, cases 1 and 2). */
export type AddressSignIn =
  | { kind: "hand-off"; accessToken: string; refreshToken: string }
  | { kind: "code"; code: string; state: string };

/** The address parameters of a sign-in the app takes first (SPEC section 4): hand-off tokens, or a code and its state. */
export const signInParams = ["accessToken", "refreshToken", "code", "state"];

/**
 * Takes hand-off tokens or a code and state out of the address before anything else runs: the address is
 * rewritten with `history.replaceState`, so the tokens are in no history entry, bookmark or referrer.
 */
export function takeAddressSignIn(
  location: Pick<Location, "href">,
  history: Pick<History, "replaceState" | "state">,
): AddressSignIn | null {
  const url = new URL(location.href);
  const param = (name: string) => url.searchParams.get(name) ?? "";
  let found: AddressSignIn | null = null;
  if (param("accessToken") && param("refreshToken")) {
    found = { kind: "hand-off", accessToken: param("accessToken"), refreshToken: param("refreshToken") };
  } else if (param("code") && param("state")) {
    found = { kind: "code", code: param("code"), state: param("state") };
  }
  if (!signInParams.some((name) => url.searchParams.has(name))) return null;
  for (const name of signInParams) url.searchParams.delete(name);
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return found;
}
