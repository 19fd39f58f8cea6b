import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as oidc from "oidc-provider";

/** A person at the test identity provider: the claims it vouches for. */
export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (its login step answers for them without a form). */
  signInAs: (sub: string) => void;
  close: () => Promise<void>;
}

/**
 * A real OpenID Provider (oidc-provider, OpenID Certified) on a free loopback port, with one client: the campus.
 * Its login and consent steps finish at once for the person `signInAs` names, as if they had typed their
 * password there; everything else (discovery, PKCE, state, nonce, signed ID tokens) is the provider's own.
 */
export async function startTestProvider(
  redirectUri: string,
  people: Record<string, ProviderPerson>,
  port = 0,
): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "campus";
  const clientSecret = "campus-test-secret-that-is-long-enough";
  // A signing key of its own for its ID tokens, as a real provider has.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new oidc.Provider(issuer, {
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", alg: "RS256", use: "sig" }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    findAccount: (_ctx, sub) => {
      const person = people[sub];
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ["test-provider-cookie-key"] },
  });
  let next = Object.keys(people)[0] ?? "";
  const callback = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: next, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: next }, consent: { grantId } });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (sub) => {
      next = sub;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's way through the provider: follows its redirects with its cookies until one leads back to the
 * campus (`redirectUri`), and returns that address.
 */
export async function throughProvider(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(redirectUri)) return url;
    const answer = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    const location = answer.headers.get("location");
    if (!location) throw new Error(`The provider answered ${answer.status} at ${url.pathname}: ${await answer.text()}`);
    url = new URL(location, url);
  }
  throw new Error("The provider never sent the browser back to the campus.");
}
