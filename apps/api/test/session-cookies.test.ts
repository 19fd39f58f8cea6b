import { cookieNames } from "@campus/contract";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { LEARNER, PREFIX, pkce, useApp } from "./helpers.js";

// Not in production mode: Secure, and with it the prefixes, follow how the campus is reached, whatever the mode.
const PROXY = "10.9.9.9";
const ctx = useApp({ trustProxy: [PROXY], production: false });

type Cookie = {
  name: string;
  value: string;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
  domain?: string;
  sameSite?: string;
};

/** Signs in with the given connection details and answers the cookies of the exchange. */
async function signInCookies(headers: Record<string, string>, remoteAddress: string, app = ctx.app): Promise<Cookie[]> {
  const { verifier, challenge } = pkce();
  const send = (url: string, payload: object) => app.inject({ method: "POST", url, headers, remoteAddress, payload });
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

const bare = ["access_token", "refresh_token", "authorized", "csrf_token", "lang"].map((n) => `${PREFIX}${n}`);
const https = { "x-forwarded-proto": "https" };
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

describe("session cookies over https", () => {
  it("are Secure, the readable ones at / with __Host- and the HttpOnly ones scoped with __Secure-", async () => {
    const cookies = await signInCookies(https, PROXY);
    expect(cookies.map((c) => c.name).sort()).toEqual(
      [
        "__Host-campus_authorized",
        "__Host-campus_csrf_token",
        "__Host-campus_lang",
        "__Secure-campus_access_token",
        "__Secure-campus_refresh_token",
      ].sort(),
    );
    expect(Object.values(cookieNames(PREFIX, true)).sort()).toEqual(cookies.map((c) => c.name).sort());
    for (const cookie of cookies) {
      expect(cookie.secure, cookie.name).toBe(true);
      // No Domain: a cookie of this host only (what __Host- requires, and __Secure- ones too).
      expect(cookie.domain, cookie.name).toBeUndefined();
      if (cookie.name.startsWith("__Host-")) {
        expect(cookie.path, cookie.name).toBe("/");
        expect(cookie.httpOnly, cookie.name).toBeFalsy();
      } else {
        expect(cookie.httpOnly, cookie.name).toBe(true);
      }
    }
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    expect(byName["__Secure-campus_access_token"]).toMatchObject({ path: "/api", sameSite: "Lax" });
    expect(byName["__Secure-campus_refresh_token"]).toMatchObject({ path: "/api/auth", sameSite: "Strict" });
  });

  it("are the only ones read there: a bare access and CSRF pair (planted by a sibling subdomain) signs nobody in", async () => {
    const cookies = Object.fromEntries((await signInCookies(https, PROXY)).map((c) => [c.name, c.value]));
    const call = (jar: Record<string, string>, csrf: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/tools/add-to-favorites/t-datalens",
        remoteAddress: PROXY,
        headers: { ...https, cookie: cookieHeader(jar), "x-csrf-token": csrf },
      });
    const own = cookies["__Host-campus_csrf_token"] ?? "";
    expect((await call(cookies, own)).statusCode).toBe(200);
    // The same values under the bare names, as another subdomain could set them for the whole site.
    const planted = {
      campus_access_token: cookies["__Secure-campus_access_token"] ?? "",
      campus_csrf_token: own,
    };
    expect((await call(planted, own)).statusCode).toBe(401);
    // A bare CSRF cookie beside the real access cookie does not stand in for the prefixed one.
    const mixed = { "__Secure-campus_access_token": planted.campus_access_token, campus_csrf_token: "forged" };
    expect((await call(mixed, "forged")).statusCode).toBe(403);
  });

  it("signs out clearing the prefixed cookies with Secure, and the bare ones of before", async () => {
    const cookies = Object.fromEntries((await signInCookies(https, PROXY)).map((c) => [c.name, c.value]));
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/destroy-token",
      remoteAddress: PROXY,
      headers: { ...https, cookie: cookieHeader(cookies), "x-csrf-token": cookies["__Host-campus_csrf_token"] ?? "" },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies as Cookie[];
    for (const name of [...Object.values(cookieNames(PREFIX, true)), ...bare]) {
      if (name.endsWith("lang")) continue;
      const cookie = cleared.find((c) => c.name === name);
      expect(cookie?.value, name).toBe("");
      if (name.startsWith("__")) expect(cookie?.secure, name).toBe(true);
    }
  });

  it("read the language from __Host-campus_lang, or a bare lang cookie when there is no prefixed one", async () => {
    const cookies = Object.fromEntries((await signInCookies(https, PROXY)).map((c) => [c.name, c.value]));
    const description = async (lang: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/tools/t-datalens",
          remoteAddress: PROXY,
          headers: { ...https, cookie: cookieHeader({ ...cookies, ...lang }) },
        })
      ).json().tool.description as string;
    const polish = await description({ "__Host-campus_lang": "pl" });
    const english = await description({ "__Host-campus_lang": "en" });
    expect(english).not.toBe(polish);
    expect(await description({ "__Host-campus_lang": "en", campus_lang: "pl" })).toBe(english);
    const withoutPrefixed = { ...cookies };
    delete withoutPrefixed["__Host-campus_lang"];
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/tools/t-datalens",
          remoteAddress: PROXY,
          headers: { ...https, cookie: cookieHeader({ ...withoutPrefixed, campus_lang: "en" }) },
        })
      ).json().tool.description,
    ).toBe(english);
  });

  it("in production are prefixed even where the proxy's scheme is not trusted", async () => {
    const { app } = await buildApp({ ...ctx.config, production: true, seed: undefined }, { db: ctx.db, logger: false });
    started.push(app);
    const names = (await signInCookies({}, "192.0.2.7", app)).map((c) => c.name);
    expect(names).toContain("__Host-campus_csrf_token");
    expect(names).toContain("__Secure-campus_refresh_token");
  });
});

const started: App[] = [];
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
});

describe("session cookies over plain http (development)", () => {
  it("keep their bare names and are not Secure, nor when an untrusted client claims https", async () => {
    const cookies = await signInCookies({}, PROXY);
    expect(cookies.map((c) => c.name).sort()).toEqual([...bare].sort());
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBeFalsy();
    for (const cookie of await signInCookies(https, "192.0.2.7")) {
      expect(cookie.name.startsWith("__"), cookie.name).toBe(false);
      expect(cookie.secure, cookie.name).toBeFalsy();
    }
  });

  it("keep the tokens from scripts and let the campus read what it needs; the refresh token stays on the site", async () => {
    const byName = Object.fromEntries((await signInCookies({}, PROXY)).map((c) => [c.name.slice(PREFIX.length), c]));
    expect(byName.access_token).toMatchObject({ httpOnly: true, path: "/api" });
    expect(byName.refresh_token).toMatchObject({ httpOnly: true, path: "/api/auth", sameSite: "Strict" });
    for (const readable of ["authorized", "csrf_token", "lang"]) {
      expect(byName[readable]?.httpOnly, readable).toBeFalsy();
      expect(byName[readable]?.path, readable).toBe("/");
    }
  });
});
