import { useCallback } from "react";
import { useCampusClient } from "../data";
import { createPkce, storePkce } from "./pkce";

/**
 * Single sign-on: a PKCE pair and state are stored as for a password, and the browser goes to the identity
 * provider through the campus's server. It comes back to the campus with a one-time code and that state, which
 * the login gate exchanges as it does any code in the address (SPEC section 4).
 */
export function useSsoSignIn(
  storage: Storage = globalThis.localStorage,
  go: (address: string) => void = (address) => window.location.assign(address),
) {
  const client = useCampusClient();
  return useCallback(async () => {
    const pkce = await createPkce();
    storePkce(storage, pkce);
    go(client.navigationAddress("ssoStart", { codeChallenge: pkce.challenge, state: pkce.state }));
  }, [client, storage, go]);
}
