import { useCallback } from "react";
import { useCampusClient } from "../data";
import { signedIn } from "./restore-session";
import { useSession } from "./session-context";

/**
 * Choosing a password through a one-time link (an invitation or a reset): the server answers as a sign-in does,
 * with the session's cookies set, and the session takes the learner as after any sign-in, so the signed-out gate
 * leads them where signing in would (home, or onboarding at rank 1).
 */
export function useSetPassword() {
  const client = useCampusClient();
  const session = useSession();
  return useCallback(
    async ({ token, password }: { token: string; password: string }) => {
      session.signIn(signedIn(await client.call("setPassword", { token, password })));
    },
    [client, session],
  );
}
