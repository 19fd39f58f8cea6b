import { describe, expect, it } from "vitest";
import { LEARNER, PREFIX, pkce, useApp } from "./helpers.js";

// Not in production mode: Secure follows how the campus is reached, whatever the mode.
const PROXY = "10.9.9.9";
const ctx = useApp({ trustProxy: [PROXY], production: false });

type Cookie = { name: string; secure?: boolean; httpOnly?: boolean; path?: string };

/** Signs in with the given connection details and answers the cookies of the exchange. */
async function signInCookies(headers: Record<string, string>, remoteAddress: string): Promise<Cookie[]> {
  const { verifier, challenge } = pkce();
  const send = (url: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, headers, remoteAddress, payload });
  const authorized = await send("/api/auth/authorize", {
    email: LEARNER,
    password: "campus-demo",
    codeChallenge: challenge,
    codeChallengeMethod: "S256",
    state: "s",
  });
  expect(authorized.statusCode).toBe(200);
  const exchanged = await send("/api/auth/exchange-code", { code: authorized.json().code, codeVerifier: verifier });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.cookies as Cookie[];
}

const names = ["access_token", "refresh_token", "authorized", "csrf_token", "lang"].map((n) => `${PREFIX}${n}`);

describe("session cookies", () => {
  it("are Secure when the campus is reached over https through a trusted proxy", async () => {
    const cookies = await signInCookies({ "x-forwarded-proto": "https" }, PROXY);
    expect(cookies.map((c) => c.name).sort()).toEqual([...names].sort());
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  });

  it("are not Secure over plain http, nor when an untrusted client claims https", async () => {
    for (const cookie of await signInCookies({}, PROXY)) expect(cookie.secure, cookie.name).toBeFalsy();
    for (const cookie of await signInCookies({ "x-forwarded-proto": "https" }, "192.0.2.7")) {
      expect(cookie.secure, cookie.name).toBeFalsy();
    }
  });

  it("keep the tokens from scripts and let the campus read what it needs", async () => {
    const byName = Object.fromEntries((await signInCookies({}, PROXY)).map((c) => [c.name.slice(PREFIX.length), c]));
    expect(byName.access_token).toMatchObject({ httpOnly: true, path: "/api" });
    expect(byName.refresh_token).toMatchObject({ httpOnly: true, path: "/api/auth" });
    for (const readable of ["authorized", "csrf_token", "lang"]) {
      expect(byName[readable]?.httpOnly, readable).toBeFalsy();
      expect(byName[readable]?.path, readable).toBe("/");
    }
  });
});
