import { createHash, randomBytes } from "node:crypto";
import type { App } from "../src/app.js";

/** What a benchmark does as a signed-in account: read, and post JSON with its cookies and CSRF header. */
export interface BenchAgent {
  get: (url: string) => Promise<{ statusCode: number; body: string }>;
  post: (
    url: string,
    payload: unknown,
  ) => Promise<{ statusCode: number; body: string; json: () => { summary: { created: number } } }>;
}

/** A signed-in staff or learner for a benchmark, through the real PKCE flow, making calls with its cookies. */
export async function signInForBench(app: App, email: string, password: string): Promise<BenchAgent> {
  const verifier = randomBytes(32).toString("base64url");
  const codeChallenge = createHash("sha256").update(verifier).digest("base64url");
  const authorized = await app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    payload: { email, password, codeChallenge, codeChallengeMethod: "S256", state: "bench" },
  });
  const exchanged = await app.inject({
    method: "POST",
    url: "/api/auth/exchange-code",
    payload: { code: authorized.json().code, codeVerifier: verifier },
  });
  const jar = exchanged.cookies as { name: string; value: string }[];
  const cookie = jar.map((c) => `${c.name}=${c.value}`).join("; ");
  const csrf = jar.find((c) => c.name.endsWith("csrf_token"))?.value ?? "";
  return {
    get: (url: string) => app.inject({ method: "GET", url, headers: { cookie } }),
    post: (url: string, payload: unknown) =>
      app.inject({ method: "POST", url, payload: payload as object, headers: { cookie, "x-csrf-token": csrf } }),
  };
}
