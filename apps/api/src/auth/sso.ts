import * as oidc from "openid-client";
import type { Config } from "../config/config.js";
import type { SsoConfig } from "../config/sign-in-methods.js";
import type { Db } from "../db/db.js";
import { newId } from "./security.js";
import { issueCode } from "./sign-in-codes.js";
import { providerOf } from "./sso-provider.js";

/** Minutes a learner has at the identity provider before the campus forgets the sign-in it started. */
const SIGN_IN_MINUTES = 10;

/** Why a single sign-on did not end signed in, as the login page names it (`/login?sso=<reason>`). */
export type SsoRefusal = "unavailable" | "failed" | "unknownAccount" | "unverifiedEmail" | "deactivated";

export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export const ssoCallbackUrl = (config: Pick<Config, "campusUrl">) =>
  new URL("/api/auth/sso/callback", config.campusUrl).href;

/**
 * Starts a sign-in at the identity provider: the authorization code flow with PKCE, state and nonce of the
 * campus's own (kept in the database, so any process may take the answer), carrying the campus client's PKCE
 * challenge and state to hand back with the campus's one-time code.
 */
export async function startSsoSignIn(
  db: Db,
  config: Config,
  sso: SsoConfig,
  campus: { codeChallenge: string; state: string },
): Promise<URL> {
  let provider: oidc.Configuration;
  try {
    provider = await providerOf(sso);
  } catch (error) {
    throw new SsoRefused("unavailable", `The identity provider did not answer: ${(error as Error).message}`);
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.query(
    `insert into sso_sign_ins (state, code_verifier, nonce, campus_challenge, campus_state, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [state, codeVerifier, nonce, campus.codeChallenge, campus.state, SIGN_IN_MINUTES],
  );
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: ssoCallbackUrl(config),
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
}

interface Started {
  code_verifier: string;
  nonce: string;
  campus_challenge: string;
  campus_state: string;
}

/**
 * Takes the identity provider's answer: its state must be one this campus started and has not taken yet (a
 * replayed or forged callback finds none), the code is exchanged with the PKCE verifier and the ID token's nonce
 * checked. The verified email (or the subject linked before) finds the account; the campus's own one-time code
 * for the client's PKCE challenge comes back, as a password sign-in gives one.
 */
export async function finishSsoSignIn(db: Db, sso: SsoConfig, callback: URL): Promise<{ code: string; state: string }> {
  const state = callback.searchParams.get("state") ?? "";
  const [started] = await db.query<Started>(
    "delete from sso_sign_ins where state = $1 and expires_at > now() returning code_verifier, nonce, campus_challenge, campus_state",
    [state],
  );
  if (!started)
    throw new SsoRefused("failed", "No sign-in of this campus waits for this answer (replayed, forged or expired).");
  let claims: Claims | undefined;
  try {
    const provider = await providerOf(sso);
    const tokens = await oidc.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: started.code_verifier,
      expectedState: state,
      expectedNonce: started.nonce,
    });
    const idToken = tokens.claims();
    // Many providers put the email in the UserInfo answer only (the ID token then carries just the subject).
    claims =
      idToken && typeof idToken.email !== "string"
        ? { ...idToken, ...(await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)) }
        : idToken;
  } catch (error) {
    const unreachable = error instanceof TypeError || (error as Error).name === "TimeoutError";
    throw new SsoRefused(
      unreachable ? "unavailable" : "failed",
      `The provider's answer was refused: ${(error as Error).message}`,
    );
  }
  if (!claims) throw new SsoRefused("failed", "The provider sent no ID token.");
  const userId = await accountOfClaims(db, sso, claims);
  return { code: await issueCode(db, userId, started.campus_challenge), state: started.campus_state };
}

/** Who the provider says the learner is: its ID token's claims, with the UserInfo answer's. */
type Claims = oidc.IDToken & Partial<oidc.UserInfoResponse>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The account a provider's identity signs in to: the one linked to its subject before; else the account of its
 * email, if the provider verified it (it is linked then, so a later change of email at the provider still finds
 * it); else a new account in OIDC_NEW_ACCOUNTS_ORGANIZATION when that is set. Never a second account for one email.
 */
async function accountOfClaims(db: Db, sso: SsoConfig, claims: Claims): Promise<string> {
  const subject = `${claims.iss} ${claims.sub}`;
  const email = text(claims.email);
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ id: string; deactivated: boolean }>(
      "select id, deactivated_at is not null as deactivated from users where sso_subject = $1",
      [subject],
    );
    if (linked) {
      if (linked.deactivated) throw new SsoRefused("deactivated", "The linked account is deactivated.");
      return linked.id;
    }
    if (!email || claims.email_verified !== true) {
      throw new SsoRefused("unverifiedEmail", "The provider did not vouch for the email address.");
    }
    const [account] = await tx.query<{ id: string; deactivated: boolean; sso_subject: string | null }>(
      "select id, deactivated_at is not null as deactivated, sso_subject from users where lower(email) = lower($1)",
      [email],
    );
    if (account) {
      if (account.deactivated) throw new SsoRefused("deactivated", "The account of this email is deactivated.");
      if (account.sso_subject) throw new SsoRefused("failed", "This account is linked to another identity.");
      await tx.query("update users set sso_subject = $2 where id = $1", [account.id, subject]);
      return account.id;
    }
    if (!sso.newAccountsOrganization) throw new SsoRefused("unknownAccount", "No account has this email.");
    const [organization] = await tx.query("select 1 from organizations where id = $1", [sso.newAccountsOrganization]);
    if (!organization) {
      throw new SsoRefused(
        "failed",
        `OIDC_NEW_ACCOUNTS_ORGANIZATION names no organization: ${sso.newAccountsOrganization}.`,
      );
    }
    const id = newId();
    await tx.query(
      `insert into users (id, email, password_hash, first_name, last_name, organization_id, sso_subject)
       values ($1, $2, null, $3, $4, $5, $6)`,
      [
        id,
        email,
        text(claims.given_name) || email.split("@")[0],
        text(claims.family_name) || "",
        sso.newAccountsOrganization,
        subject,
      ],
    );
    return id;
  });
}
