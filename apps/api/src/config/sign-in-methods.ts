import { ConfigError } from "./config-error.js";

/** The organization's identity provider (OpenID Connect), when the campus offers single sign-on. */
export interface SsoConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** What the login page calls it: "Sign in with {name}". */
  name: string;
  /** The organization an unknown (but verified) email joins; unset: an unknown email is refused. */
  newAccountsOrganization: string | undefined;
}

export interface SignInMethods {
  sso: SsoConfig | undefined;
  /** Off: the password form is hidden and `authorize` refuses, for an organization that signs in only by SSO. */
  passwordSignIn: boolean;
}

/**
 * How learners sign in, from OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME,
 * OIDC_NEW_ACCOUNTS_ORGANIZATION and PASSWORD_SIGN_IN. Single sign-on needs all three of the first; one without
 * the others is a mistake said at start, as is turning passwords off with no other way in.
 */
export function loadSignInMethods(env: NodeJS.ProcessEnv, production: boolean): SignInMethods {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  const given = [issuer, clientId, clientSecret].filter(Boolean).length;
  if (given > 0 && given < 3) {
    throw new ConfigError(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together for single sign-on.",
    );
  }
  const password = env.PASSWORD_SIGN_IN ?? "on";
  if (password !== "on" && password !== "off") {
    throw new ConfigError(`PASSWORD_SIGN_IN must be "on" or "off", got ${JSON.stringify(password)}.`);
  }
  if (password === "off" && given === 0) {
    throw new ConfigError("PASSWORD_SIGN_IN=off needs single sign-on (OIDC_ISSUER...): nobody could sign in.");
  }
  if (!issuer || !clientId || !clientSecret) return { sso: undefined, passwordSignIn: true };
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`OIDC_ISSUER must be the identity provider's address, got ${JSON.stringify(issuer)}.`);
  }
  // The provider's answers carry who the learner is: only over https, but for a provider on this very machine.
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback && !production)) {
    throw new ConfigError(`OIDC_ISSUER must be an https:// address, got ${JSON.stringify(issuer)}.`);
  }
  return {
    sso: {
      issuer: url,
      clientId,
      clientSecret,
      name: env.OIDC_NAME || url.hostname,
      newAccountsOrganization: env.OIDC_NEW_ACCOUNTS_ORGANIZATION || undefined,
    },
    passwordSignIn: password === "on",
  };
}
