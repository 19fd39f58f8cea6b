import { useCallback } from "react";
import { useCampusClient } from "../data";
import { createPkce, storePkce } from "./pkce";
import { exchangeCode } from "./restore-session";
import { useSession } from "./session-context";

/**
 * The built-in sign-in: a PKCE pair and state are stored, authorize trades the credentials for a one-time
 * code, and the code is exchanged exactly as the login gate exchanges one that arrives in the address.
 */
export function useSignIn(storage: Storage = globalThis.localStorage) {
  const client = useCampusClient();
  const session = useSession();
  return useCallback(
    async ({ email, password }: { email: string; password: string }) => {
      const pkce = await createPkce();
      storePkce(storage, pkce);
      const { code, state } = await client.call("authorize", {
        email,
        password,
        codeChallenge: pkce.challenge,
        codeChallengeMethod: "S256",
        state: pkce.state,
      });
      session.signIn(await exchangeCode(client, storage, { code, state }));
    },
    [client, session, storage],
  );
}
