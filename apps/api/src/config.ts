import { fileURLToPath } from "node:url";
import { type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL address; absent: embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or `memory://`. */
  pgliteDataDir: string;
  seed: "demo" | undefined;
  cookiePrefix: string;
  /** Signs CSRF tokens to their session (HMAC). */
  csrfSecret: string;
  /** Signs certificate ids. */
  certificateSecret: string;
  production: boolean;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** A refresh racing a rotation within this window is answered without revoking the family. */
  refreshGraceMs: number;
  /** Where hand-off links point (the campus app). */
  campusUrl: string;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for per-address rate limits). */
  trustProxy: boolean;
  /** A built campus (directory with index.html) to serve at `/` beside the API; unset: API only. */
  campusDist: string | undefined;
  /** Sign-in attempts allowed per account and per address in one window. */
  signInLimit: { max: number; windowMs: number };
}

const DEV_CSRF_SECRET = "dev-only-csrf-secret-change-me";
const DEV_CERTIFICATE_SECRET = "dev-only-certificate-secret-change-me";

export const defaultDataDir = fileURLToPath(new URL("../.pglite", import.meta.url));

export class ConfigError extends Error {}

/** The address a browser on this machine opens to reach a server listening on host:port. */
export function serverUrl(host: string, port: number): string {
  // Listening on every interface: this machine reaches it on its loopback address.
  const reachable = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

const count = (what: string) => Type.String({ pattern: "^[1-9][0-9]{0,9}$", description: `a whole number of ${what}` });
/** The variables a mistake in which would start a server that misbehaves later; each says what it must be. */
const Environment = Type.Object({
  PORT: Type.Optional(Type.String({ pattern: "^[0-9]{1,5}$", description: "a port number" })),
  SEED: Type.Optional(Type.Union([Type.Literal("demo"), Type.Literal("")], { description: '"demo" or unset' })),
  ACCESS_TOKEN_SECONDS: Type.Optional(count("seconds")),
  REFRESH_TOKEN_SECONDS: Type.Optional(count("seconds")),
  REFRESH_GRACE_MS: Type.Optional(
    Type.String({ pattern: "^[0-9]{1,9}$", description: "a whole number of milliseconds" }),
  ),
  SIGN_IN_LIMIT: Type.Optional(count("attempts")),
});
/** A secret signs what a client must not forge; outside development it is long enough not to be guessed. */
const SECRET_BYTES = 32;

/** The first variable the schema refuses, as a sentence naming it. */
function checkEnvironment(env: NodeJS.ProcessEnv, production: boolean) {
  const first = Value.Errors(Environment, env).First();
  if (first) {
    const name = first.path.split("/")[1] ?? first.path;
    const schema = (Environment.properties as Record<string, TSchema>)[name];
    throw new ConfigError(`${name} must be ${schema?.description ?? "valid"}, got ${JSON.stringify(env[name])}.`);
  }
  if (!production) return;
  for (const name of ["CSRF_SECRET", "CERTIFICATE_SECRET"]) {
    const value = env[name];
    if (value && Buffer.byteLength(value) < SECRET_BYTES) {
      throw new ConfigError(
        `${name} must be at least ${SECRET_BYTES} bytes long (use a long random value); it has ${Buffer.byteLength(value)}.`,
      );
    }
  }
}

/** Reads the configuration from the environment, refusing a bad variable by its name before anything starts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === "production";
  checkEnvironment(env, production);
  const missing = [
    ["CSRF_SECRET", env.CSRF_SECRET],
    ["CERTIFICATE_SECRET", env.CERTIFICATE_SECRET],
  ].filter(([, value]) => !value);
  if (missing.length > 0) {
    const names = missing.map(([name]) => name).join(", ");
    if (production) {
      throw new ConfigError(`${names} must be set when NODE_ENV=production (use long random values).`);
    }
    if (!overrides.csrfSecret) {
      console.warn(
        `\n*** WARNING: ${names} not set: using development secrets. Never run like this in production. ***\n`,
      );
    }
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const seed = env.SEED;
  if (seed !== undefined && seed !== "" && seed !== "demo")
    throw new ConfigError(`SEED must be "demo" or unset, got ${seed}`);
  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: env.PGLITE_DATA_DIR || defaultDataDir,
    seed: seed === "demo" ? "demo" : undefined,
    cookiePrefix: env.COOKIE_PREFIX ?? "campus_",
    csrfSecret: env.CSRF_SECRET || DEV_CSRF_SECRET,
    certificateSecret: env.CERTIFICATE_SECRET || DEV_CERTIFICATE_SECRET,
    production,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    refreshGraceMs: Number(env.REFRESH_GRACE_MS ?? 10_000),
    // Hand-off links lead to the campus: this server when it serves the built campus, else Vite's dev server.
    campusUrl: env.CAMPUS_URL || (env.CAMPUS_DIST ? serverUrl(env.HOST ?? "127.0.0.1", port) : "http://127.0.0.1:5173"),
    logLevel: env.LOG_LEVEL ?? "info",
    campusDist: env.CAMPUS_DIST || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    signInLimit: { max: Number(env.SIGN_IN_LIMIT ?? 10), windowMs: 15 * 60 * 1000 },
    ...overrides,
  };
}
