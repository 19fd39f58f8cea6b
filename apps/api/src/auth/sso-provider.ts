import * as oidc from "openid-client";
import type { SsoConfig } from "../config/sign-in-methods.js";

/** Seconds to wait for the identity provider: a learner waits on this page, so a provider that is down says so soon. */
const PROVIDER_TIMEOUT_SECONDS = 5;

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The identity provider's configuration (its discovery document), fetched once per process. A failed fetch is
 * forgotten, so the next sign-in asks again: a provider that was down is used as soon as it is back.
 */
export function providerOf(sso: SsoConfig): Promise<oidc.Configuration> {
  const key = `${sso.issuer.href} ${sso.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const insecure = sso.issuer.protocol === "http:"; // only a loopback provider outside production (config)
    configuration = oidc.discovery(sso.issuer, sso.clientId, sso.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}
