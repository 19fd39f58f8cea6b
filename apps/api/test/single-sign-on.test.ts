import { afterAll, describe, expect, it } from "vitest";
import { loadSignInMethods } from "../src/config/sign-in-methods.js";
import { agent, LEARNER, pkce, STAFF, signIn, type TestApp, useApp } from "./helpers.js";
import { type ProviderPerson, startTestProvider, throughProvider } from "./oidc-provider.js";

/**
 * Single sign-on through the organization's identity provider, a real OpenID Provider started here: the campus
 * runs the authorization code flow (PKCE, state, nonce) and then hands its client the same one-time code a
 * password sign-in gives, so `exchange-code` and everything after it are unchanged.
 */
const CAMPUS = "http://127.0.0.1:5173";
const REDIRECT = `${CAMPUS}/api/auth/sso/callback`;
const people: Record<string, ProviderPerson> = {
  anna: { email: "LEARNER@example.com", email_verified: true, given_name: "Anna", family_name: "Nowak" },
  stranger: { email: "stranger@example.com", email_verified: true, given_name: "Sam", family_name: "Obcy" },
  unverified: { email: "newcomer@example.com", email_verified: false },
  leaver: { email: "leaver@example.com", email_verified: true },
};
const provider = await startTestProvider(REDIRECT, people);
afterAll(() => provider.close());

const methods = (extra: NodeJS.ProcessEnv = {}) =>
  loadSignInMethods(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: "Acme ID",
      ...extra,
    },
    false,
  );

const ctx = useApp({ campusUrl: CAMPUS, signIn: methods() });

/** A learner's browser through the whole sign-on: where the campus sends it at the end, and the PKCE verifier. */
async function signOn(app: TestApp, who: string) {
  provider.signInAs(who);
  const { verifier, challenge } = pkce();
  const start = await agent(app.app).get(`/api/auth/sso/start?codeChallenge=${challenge}&state=campus-state-1`);
  expect(start.statusCode).toBe(302);
  const back = await throughProvider(start.headers.location as string, REDIRECT);
  const callback = await agent(app.app).get(back.pathname + back.search);
  expect(callback.statusCode).toBe(302);
  return { landing: new URL(callback.headers.location as string), verifier, callbackPath: back.pathname + back.search };
}

describe("signing in through the identity provider", () => {
  it("offers the provider by name beside the password form", async () => {
    const answer = await agent(ctx.app).get("/api/auth/sign-in-options");
    expect(answer.json()).toEqual({ password: true, sso: { name: "Acme ID" } });
  });

  it("sends the browser to the provider with PKCE, state and nonce of the campus's own", async () => {
    const { challenge } = pkce();
    const start = await agent(ctx.app).get(`/api/auth/sso/start?codeChallenge=${challenge}&state=mine`);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(to.searchParams.get("code_challenge")).not.toBe(challenge);
    expect(to.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(to.searchParams.get("state")).not.toBe("mine");
    expect(to.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(to.searchParams.get("redirect_uri")).toBe(REDIRECT);
  });

  it("links the provider's verified email to the existing account and signs in with the campus's own code", async () => {
    const { landing, verifier } = await signOn(ctx, "anna");
    expect(landing.origin + landing.pathname).toBe(`${CAMPUS}/`);
    expect(landing.searchParams.get("state")).toBe("campus-state-1");
    const browser = agent(ctx.app);
    const exchanged = await browser.post("/api/auth/exchange-code", {
      code: landing.searchParams.get("code"),
      codeVerifier: verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user).toMatchObject({ _id: "u-learner", email: LEARNER });
    expect((await browser.get("/api/auth/get-user-data")).statusCode).toBe(200);
    const [row] = await ctx.db.query<{ sso_subject: string }>("select sso_subject from users where id = 'u-learner'");
    expect(row?.sso_subject).toBe(`${provider.issuer} anna`);
    // Linked accounts keep their password: both ways in work.
    await signIn(ctx.app, LEARNER);
  });

  it("finds the linked account by the provider's subject after the email changed there", async () => {
    const before = people.anna as ProviderPerson;
    people.anna = { ...before, email: "anna.nowak@acme.example" };
    const { landing, verifier } = await signOn(ctx, "anna");
    people.anna = before;
    const exchanged = await agent(ctx.app).post("/api/auth/exchange-code", {
      code: landing.searchParams.get("code"),
      codeVerifier: verifier,
    });
    expect(exchanged.json().user._id).toBe("u-learner");
  });

  it("refuses a replayed or forged answer from the provider", async () => {
    const { callbackPath } = await signOn(ctx, "anna");
    const replayed = await agent(ctx.app).get(callbackPath);
    expect(replayed.headers.location).toBe(`${CAMPUS}/login?sso=failed`);
    const forged = await agent(ctx.app).get("/api/auth/sso/callback?code=made-up&state=made-up");
    expect(forged.headers.location).toBe(`${CAMPUS}/login?sso=failed`);
    const empty = await agent(ctx.app).get("/api/auth/sso/callback");
    expect(empty.headers.location).toBe(`${CAMPUS}/login?sso=failed`);
  });

  it("refuses an email no account has, and one the provider did not verify, creating nothing", async () => {
    const users = await ctx.db.query("select id from users");
    expect((await signOn(ctx, "stranger")).landing.href).toBe(`${CAMPUS}/login?sso=unknownAccount`);
    expect((await signOn(ctx, "unverified")).landing.href).toBe(`${CAMPUS}/login?sso=unverifiedEmail`);
    expect(await ctx.db.query("select id from users")).toHaveLength(users.length);
  });

  it("refuses a deactivated account", async () => {
    await ctx.db.query(
      `insert into users (id, email, password_hash, first_name, last_name, organization_id, deactivated_at)
       values ('u-leaver', 'leaver@example.com', null, 'Leo', 'Ver', 'org-demo', now())`,
    );
    expect((await signOn(ctx, "leaver")).landing.href).toBe(`${CAMPUS}/login?sso=deactivated`);
  });

  it("refuses a bad start with a 400 that says what is wrong", async () => {
    const bad = await agent(ctx.app).get("/api/auth/sso/start?codeChallenge=short&state=x");
    expect(bad.statusCode).toBe(400);
  });
});

describe("an organization that signs in only through its provider and lets it make accounts", () => {
  const only = useApp({
    campusUrl: CAMPUS,
    signIn: methods({ PASSWORD_SIGN_IN: "off", OIDC_NEW_ACCOUNTS_ORGANIZATION: "org-demo-restricted" }),
  });

  it("hides the password form and refuses the password call", async () => {
    expect((await agent(only.app).get("/api/auth/sign-in-options")).json()).toEqual({
      password: false,
      sso: { name: "Acme ID" },
    });
    const { challenge } = pkce();
    const refused = await agent(only.app).post("/api/auth/authorize", {
      email: STAFF,
      password: "campus-demo",
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "s",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Password sign-in is off: sign in with Acme ID.");
  });

  it("makes an account for a verified email no account has, in the organization named", async () => {
    const { landing, verifier } = await signOn(only, "stranger");
    const exchanged = await agent(only.app).post("/api/auth/exchange-code", {
      code: landing.searchParams.get("code"),
      codeVerifier: verifier,
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user).toMatchObject({
      email: "stranger@example.com",
      firstName: "Sam",
      lastName: "Obcy",
      rankStage: 1,
    });
    expect(exchanged.json().organizationSettings).toEqual({
      accessToToolRepository: false,
      accessToBenefits: false,
      accessToCommunity: false,
    });
  });
});

describe("a provider that does not answer", () => {
  const down = useApp({
    campusUrl: CAMPUS,
    signIn: loadSignInMethods(
      { OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "campus", OIDC_CLIENT_SECRET: "secret" },
      false,
    ),
  });

  it("sends the learner back to the login page at once, saying so", async () => {
    const { challenge } = pkce();
    const started = performance.now();
    const start = await agent(down.app).get(`/api/auth/sso/start?codeChallenge=${challenge}&state=s`);
    expect(start.headers.location).toBe(`${CAMPUS}/login?sso=unavailable`);
    expect(performance.now() - started).toBeLessThan(6000);
  });
});

describe("the settings", () => {
  it("refuses half a provider, passwords off with no provider, and a provider over plain http elsewhere", () => {
    expect(() => loadSignInMethods({ OIDC_ISSUER: "https://id.example.com" }, false)).toThrow(/must be set together/);
    expect(() => loadSignInMethods({ PASSWORD_SIGN_IN: "off" }, false)).toThrow(/nobody could sign in/);
    expect(() => loadSignInMethods({ PASSWORD_SIGN_IN: "maybe" }, false)).toThrow(/"on" or "off"/);
    const plain = { OIDC_ISSUER: "http://id.example.com", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" };
    expect(() => loadSignInMethods(plain, false)).toThrow(/https:\/\//);
    expect(() => loadSignInMethods({ ...plain, OIDC_ISSUER: "http://127.0.0.1:4000" }, true)).toThrow(/https:\/\//);
    expect(loadSignInMethods({}, false)).toEqual({ sso: undefined, passwordSignIn: true });
  });
});
