import { describe, expect, it } from "vitest";
import { createPkce, storePkce, takeStoredPkce } from "./pkce";

describe("PKCE", () => {
  it("makes a 43-character verifier whose S256 challenge is its base64url SHA-256", async () => {
    const pair = await createPkce();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(pair.verifier));
    const expected = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(pair.challenge).toBe(expected);
    expect(pair.state).not.toBe((await createPkce()).state);
  });

  it("stores the verifier and state under SPEC's keys and forgets them once taken", async () => {
    const pair = await createPkce();
    storePkce(localStorage, pair);
    expect(localStorage.getItem("codeVerifier")).toBe(pair.verifier);
    expect(takeStoredPkce(localStorage)).toEqual({ verifier: pair.verifier, state: pair.state });
    expect(takeStoredPkce(localStorage)).toEqual({ verifier: null, state: null });
  });
});
