/** Local storage keys of the code-exchange login (SPEC section 3). */
export const pkceStorageKeys = { verifier: "codeVerifier", state: "state" } as const;

export interface PkcePair {
  verifier: string;
  /** base64url(SHA-256(verifier)), sent to authorize with method S256. */
  challenge: string;
  /** Binds the answer to this browser: a code whose state differs is never exchanged. */
  state: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomBase64url = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));

/** A fresh PKCE verifier (32 random bytes: 43 characters), its S256 challenge and a state. */
export async function createPkce(): Promise<PkcePair> {
  const verifier = randomBase64url(32);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)), state: randomBase64url(16) };
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export function storePkce(storage: Storage, pair: PkcePair): void {
  storage.setItem(pkceStorageKeys.verifier, pair.verifier);
  storage.setItem(pkceStorageKeys.state, pair.state);
}

/** The stored verifier and state, removed as they are read: each pair serves one exchange. */
export function takeStoredPkce(storage: Storage): { verifier: string | null; state: string | null } {
  const verifier = storage.getItem(pkceStorageKeys.verifier);
  const state = storage.getItem(pkceStorageKeys.state);
  storage.removeItem(pkceStorageKeys.verifier);
  storage.removeItem(pkceStorageKeys.state);
  return { verifier, state };
}
