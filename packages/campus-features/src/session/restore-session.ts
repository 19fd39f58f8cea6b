import type { LoginAnswer } from "@campus/contract";
import type { CampusClient } from "../api";
import type { AddressSignIn } from "./address-sign-in";
import { takeStoredPkce } from "./pkce";

/** A sign-in that did not succeed: SPEC section 8's 'login error'. */
export class LoginFailedError extends Error {
  override readonly name = "LoginFailedError";
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** Exchanges a code for a session, only when its state is the one this browser stored (then forgotten). */
export async function exchangeCode(
  client: CampusClient,
  storage: Storage,
  { code, state }: { code: string; state: string },
): Promise<LoginAnswer> {
  const stored = takeStoredPkce(storage);
  if (!stored.verifier || !stored.state || stored.state !== state) {
    throw new LoginFailedError("Login with code error: the state does not match this browser's sign-in.");
  }
  const answer = await client.call("exchangeCode", { code, codeVerifier: stored.verifier });
  return signedIn(answer);
}

/** A sign-in's answer, refused unless the server says it succeeded. */
export function signedIn(answer: LoginAnswer): LoginAnswer {
  if (!answer.success) throw new LoginFailedError("The server refused the sign-in.");
  return answer;
}

/**
 * SPEC section 4's login gate, in order: hand-off tokens, then a code with its state, then an existing
 * session, then none. Resolves the signed-in learner, or null when there is no session; rejects when
 * a sign-in or the session's user fails.
 */
export async function restoreSession({
  client,
  addressSignIn,
  storage,
}: {
  client: CampusClient;
  addressSignIn: AddressSignIn | null;
  storage: Storage;
}): Promise<LoginAnswer | null> {
  if (addressSignIn?.kind === "hand-off") {
    const { accessToken, refreshToken } = addressSignIn;
    const answer = await client.call("urlLogin", { accessToken, refreshToken });
    return signedIn(answer);
  }
  if (addressSignIn?.kind === "code") return exchangeCode(client, storage, addressSignIn);
  if (!client.hasSession()) return null;
  const answer = await client.call("getUserData");
  return signedIn(answer);
}
