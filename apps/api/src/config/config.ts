import { isIP } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { type PasswordCheckLimits, passwordCheckLimits } from "../auth/password-checks.js";
import { OWASP_SCRYPT, type PasswordCost } from "../auth/passwords.js";
import type { BackoffPolicy, WindowPolicy } from "../auth/sign-in-throttle.js";
import { defaultDataDir } from "../paths.js";
import { ConfigError } from "./config-error.js";
import { loadSignInMethods, type SignInMethods } from "./sign-in-methods.js";

export interface Config {
  /** Password and single sign-on (see sign-in-methods.ts). */
  signIn: SignInMethods;
  port: number;
  host: string;
  /** A PostgreSQL address; absent: embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or `memory://`. */
  pgliteDataDir: string;
  /** `demo`: the demo content and accounts; `scale`: those and a campus at scale (see `seed/scale.ts`). */
  seed: "demo" | "scale" | undefined;
  cookiePrefix: string;
  /** Signs CSRF tokens to their session (HMAC). */
  csrfSecret: string;
  /**
   * The private JWK (JSON, EC P-256) that signs certificates' Open Badges credentials; unset: one is made on first
   * start and kept in the database, so that every process signs with the same key.
   */
  certificateSigningKey: string | undefined;
  /** The issuer printed on certificates and named in their credentials. */
  certificateIssuer: string;
  /** Certificate look-ups one address may make a minute (the public page and credential); 0: no limit. */
  certificateLookupsPerMinute: number;
  production: boolean;
  accessTokenSeconds: number;
  /** A session ends this long after sign-in however often it is refreshed. */
  sessionMaxSeconds: number;
  /** A session unused (not refreshed) this long ends: its refresh token lives this long. */
  sessionIdleSeconds: number;
  /** A refresh racing a rotation within this window is answered without revoking the family. */
  refreshGraceMs: number;
  /** Where hand-off links point (the campus app). */
  campusUrl: string;
  logLevel: string;
  /**
   * Behind reverse proxies: how many hops, or which addresses, to trust for X-Forwarded-For (the client's
   * address, which sign-in throttling counts by) and X-Forwarded-Proto (https, which makes cookies Secure).
   */
  trustProxy: false | number | string[];
  /** A built campus (directory with index.html) to serve at `/` beside the API; unset: API only. */
  campusDist: string | undefined;
  /** Sign-in attempts one address may make on one account (strict), and on any account (generous, per window). */
  signInLimit: { perAccountAndAddress: BackoffPolicy; perAddress: WindowPolicy };
  /** scrypt's cost for new password hashes (OWASP's by default); a hash of another cost is redone at sign-in. */
  passwordHash: PasswordCost;
  /** Password checks one process runs at once, and how many more may wait (see password-checks.ts). */
  passwordChecks: PasswordCheckLimits;
  /** Calls one session (signed-in calls) or one address (the others) may make in a window; max 0: no limit. */
  rateLimit: { max: number; windowMs: number };
  /**
   * Redis (REDIS_URL) keeps what every process of one campus must count together (the call limit); unset, each
   * process counts in its own memory, as the embedded default does. `redisPrefix` starts every key.
   */
  redisUrl: string | undefined;
  /** Who is served the API document (/api/docs and its OpenAPI JSON): anyone, staff only, or nobody. */
  apiDocs: "public" | "staff" | "off";
  /** The loopback port that serves the Prometheus metrics at /metrics; unset: none. */
  metricsPort: number | undefined;
  redisPrefix: string;
  /** The SMTP server mail goes through (`smtp://` or `smtps://`); unset: mail is written to `mailDir`. */
  smtpUrl: string | undefined;
  /** The sender of the campus's mail, `Name <address>` or an address. */
  mailFrom: string;
  /** Where mail is written as .eml files when no SMTP server is set (the embedded default). */
  mailDir: string;
  /** How often each process looks for mail due to be sent. */
  mailEveryMs: number;
  /** Milliseconds to receive a whole request, of silence on a connection, and to keep an idle connection open. */
  /**
   * After SIGTERM the process keeps serving for `drainGraceMs` while its readiness fails (so the balancer sees it
   * and stops sending), then stops accepting and lets requests in flight finish, for up to `requestMs`.
   */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number; drainGraceMs: number };
}

const DEV_CSRF_SECRET = "dev-only-csrf-secret-change-me";

export { ConfigError } from "./config-error.js";

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
  SEED: Type.Optional(
    Type.Union([Type.Literal("demo"), Type.Literal("scale"), Type.Literal("")], {
      description: '"demo", "scale" or unset',
    }),
  ),
  ACCESS_TOKEN_SECONDS: Type.Optional(count("seconds")),
  SESSION_MAX_SECONDS: Type.Optional(count("seconds")),
  SESSION_IDLE_SECONDS: Type.Optional(count("seconds")),
  REFRESH_GRACE_MS: Type.Optional(
    Type.String({ pattern: "^[0-9]{1,9}$", description: "a whole number of milliseconds" }),
  ),
  SIGN_IN_LIMIT: Type.Optional(count("attempts")),
  SIGN_IN_LIMIT_PER_ADDRESS: Type.Optional(count("attempts")),
  TRUST_PROXY: Type.Optional(
    Type.String({
      pattern: "^(?:[0-9]{1,2}|[0-9a-fA-F.:/]+(?:\\s*,\\s*[0-9a-fA-F.:/]+)*)$",
      description: "a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed)",
    }),
  ),
  RATE_LIMIT_PER_MINUTE: Type.Optional(
    Type.String({ pattern: "^[0-9]{1,9}$", description: "a whole number of calls (0: no limit)" }),
  ),
  CERTIFICATE_LOOKUPS_PER_MINUTE: Type.Optional(
    Type.String({ pattern: "^[0-9]{1,9}$", description: "a whole number of look-ups (0: no limit)" }),
  ),
  REQUEST_TIMEOUT_MS: Type.Optional(count("milliseconds")),
  CONNECTION_TIMEOUT_MS: Type.Optional(count("milliseconds")),
  KEEP_ALIVE_TIMEOUT_MS: Type.Optional(count("milliseconds")),
  // 0 is a grace too: no balancer to tell (a test, a single process).
  DRAIN_GRACE_MS: Type.Optional(
    Type.String({ pattern: "^[0-9]{1,9}$", description: "a whole number of milliseconds (0: none)" }),
  ),
  // An origin only: hand-off paths are resolved against it, and certificates print and sign it.
  CAMPUS_URL: Type.Optional(
    Type.String({
      pattern: "^(https?://[^/?#\\s]+/?)?$",
      description: "the campus's public address, an http:// or https:// origin such as https://campus.example.com",
    }),
  ),
  API_DOCS: Type.Optional(
    Type.Union([Type.Literal("public"), Type.Literal("staff"), Type.Literal("off")], {
      description: '"public", "staff" or "off"',
    }),
  ),
  METRICS_PORT: Type.Optional(Type.String({ pattern: "^[0-9]{1,5}$", description: "a port number" })),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: "^(rediss?://.*)?$", description: "a redis:// or rediss:// address, or empty" }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: "^(smtps?://[^\\s/?#]+/?([?][^\\s#]*)?)?$",
      description: "an smtp:// or smtps:// address such as smtps://user:password@mail.example.com:465, or empty",
    }),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({
      pattern: "^([^\\r\\n<>@]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$",
      description: "a sender such as Campus <campus@example.com> or campus@example.com",
    }),
  ),
  // Powers of two up to twice OWASP's: a lower one only where speed matters more than strength (tests).
  PASSWORD_HASH_N: Type.Optional(
    Type.Union(
      Array.from({ length: 9 }, (_, i) => Type.Literal(String(2 ** (10 + i)))),
      { description: `a power of two from 1024 to 262144 (OWASP's is ${OWASP_SCRYPT.N})` },
    ),
  ),
});
/**
 * Trusted proxies as Fastify's `trustProxy` takes them: a hop count, or the proxies' addresses. Never "trust
 * everything": the client could then write any address into X-Forwarded-For and escape per-address limits.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value) return false;
  if (/^[0-9]+$/.test(value)) return Number(value) || false;
  const addresses = value.split(",").map((address) => address.trim());
  for (const address of addresses) {
    const [ip = "", bits, ...rest] = address.split("/");
    const version = isIP(ip);
    const maxBits = version === 6 ? 128 : 32;
    if (!version || rest.length > 0 || (bits !== undefined && !(/^[0-9]+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(
        `TRUST_PROXY must list proxy addresses such as 10.0.0.1 or 10.0.0.0/8, got ${JSON.stringify(address)}.`,
      );
    }
  }
  return addresses;
}

/**
 * Fastify's `trustProxy` for the configured proxies. Fastify takes a hop count as "trust nothing" (it cannot
 * tell the proxy from a client connecting directly), so hops become a trust function here, as proxy-addr
 * reads them: the nearest `hops` addresses are proxies. Only for a server nothing reaches but its proxies.
 */
export function fastifyTrustProxy(
  trust: Config["trustProxy"],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** A secret signs what a client must not forge; outside development it is long enough not to be guessed. */
const SECRET_BYTES = 32;

/** The first variable the schema refuses, as a sentence naming it. */
function checkEnvironment(env: NodeJS.ProcessEnv, production: boolean) {
  const first = Value.Errors(Environment, env).First();
  if (first) {
    const name = first.path.split("/")[1] ?? first.path;
    const schema = (Environment.properties as Record<string, TSchema>)[name];
    // An address may carry a password: the error, printed and logged, does not repeat it.
    const got =
      name === "SMTP_URL"
        ? " (the value given is not repeated: it may hold a password)"
        : `, got ${JSON.stringify(env[name])}`;
    throw new ConfigError(`${name} must be ${schema?.description ?? "valid"}${got}.`);
  }
  if (env.SMTP_URL && !URL.canParse(env.SMTP_URL)) {
    throw new ConfigError(
      "SMTP_URL must be an address such as smtps://user:password@mail.example.com:465 (encode / # ? @ in the password as %2F %23 %3F %40).",
    );
  }
  if (env.REFRESH_TOKEN_SECONDS !== undefined) {
    throw new ConfigError(
      "REFRESH_TOKEN_SECONDS is replaced by SESSION_IDLE_SECONDS (a refresh token lives as long as a session may stay unused) and SESSION_MAX_SECONDS.",
    );
  }
  if (!production) return;
  // Certificates print it, their signed credentials name it as issuer (neither can be corrected once issued) and
  // hand-off links lead to it: a guess from this process's own address would differ per process and be internal.
  if (!env.CAMPUS_URL) {
    throw new ConfigError(
      "CAMPUS_URL must be set when NODE_ENV=production: the campus's public address (e.g. https://campus.example.com), printed on certificates, named as their issuer and used in hand-off links.",
    );
  }
  for (const name of ["CSRF_SECRET"]) {
    const value = env[name];
    if (value && Buffer.byteLength(value) < SECRET_BYTES) {
      throw new ConfigError(
        `${name} must be at least ${SECRET_BYTES} bytes long (use a long random value); it has ${Buffer.byteLength(value)}.`,
      );
    }
  }
}

/**
 * SIGN_IN_LIMIT attempts back to back for one account from one address, then waits of 30 seconds doubling up
 * to 15 minutes. No account is ever locked: failing on purpose from one address does not slow its owner down at
 * another. An address gets SIGN_IN_LIMIT_PER_ADDRESS failed attempts over all accounts in each 15 minutes, then
 * waits for the window's end: generous, as a school's or an office's learners share one address, and their typos
 * (or one of them failing on purpose) must not lock the others out; a success is not counted.
 */
export function signInLimit(free: number, perAddressEveryQuarterHour = 300): Config["signInLimit"] {
  return {
    perAccountAndAddress: { free, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
    perAddress: { free: perAddressEveryQuarterHour, windowSeconds: 15 * 60 },
  };
}

/** Beside the embedded database's folder (`mail` next to `.pglite`), or in the temporary folder for one in memory. */
function defaultMailDir(pgliteDataDir: string): string {
  return pgliteDataDir.startsWith("memory://")
    ? join(tmpdir(), "campus-mail")
    : join(dirname(resolve(pgliteDataDir)), "mail");
}

/** Reads the configuration from the environment, refusing a bad variable by its name before anything starts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === "production";
  checkEnvironment(env, production);
  const missing = [["CSRF_SECRET", env.CSRF_SECRET]].filter(([, value]) => !value);
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
  if (seed !== undefined && seed !== "" && seed !== "demo" && seed !== "scale")
    throw new ConfigError(`SEED must be "demo", "scale" or unset, got ${seed}`);
  // Both seeds make accounts (staff among them) whose password is published in the README.
  if (production && (seed === "demo" || seed === "scale")) {
    throw new ConfigError(
      `SEED=${seed} creates accounts with the published demo password (staff@example.com among them): never with NODE_ENV=production.`,
    );
  }
  const pgliteDataDir = env.PGLITE_DATA_DIR || defaultDataDir;
  return {
    signIn: loadSignInMethods(env, production),
    port,
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir,
    seed: seed === "demo" || seed === "scale" ? seed : undefined,
    cookiePrefix: env.COOKIE_PREFIX ?? "campus_",
    csrfSecret: env.CSRF_SECRET || DEV_CSRF_SECRET,
    certificateSigningKey: env.CERTIFICATE_SIGNING_KEY || undefined,
    certificateIssuer: env.CERTIFICATE_ISSUER || "Campus AI",
    // A person checks a few certificates; enumerating ids (hopeless at 130 bits anyway) is slowed down further.
    certificateLookupsPerMinute: Number(env.CERTIFICATE_LOOKUPS_PER_MINUTE ?? 30),
    production,
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    sessionMaxSeconds: Number(env.SESSION_MAX_SECONDS ?? 30 * 24 * 3600),
    // A week: a learner who studies weekly stays signed in, while a session left on a shared or lost device
    // ends within days rather than lasting its whole month.
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 7 * 24 * 3600),
    // RFC 9700 (4.14): a reused refresh token is a theft unless it is a parallel request of the moment; two seconds
    // cover a lost answer's retry while leaving a stolen token's window short.
    refreshGraceMs: Number(env.REFRESH_GRACE_MS ?? 2000),
    // Hand-off links lead to the campus: this server when it serves the built campus, else Vite's dev server.
    campusUrl: env.CAMPUS_URL || (env.CAMPUS_DIST ? serverUrl(env.HOST ?? "127.0.0.1", port) : "http://127.0.0.1:5173"),
    logLevel: env.LOG_LEVEL ?? "info",
    campusDist: env.CAMPUS_DIST || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInLimit: signInLimit(Number(env.SIGN_IN_LIMIT ?? 10), Number(env.SIGN_IN_LIMIT_PER_ADDRESS ?? 300)),
    passwordHash: { ...OWASP_SCRYPT, N: Number(env.PASSWORD_HASH_N ?? OWASP_SCRYPT.N) },
    passwordChecks: passwordCheckLimits(),
    // Ten calls a second, sustained for a minute: far above what a learner's pages make, well below a script.
    rateLimit: { max: Number(env.RATE_LIMIT_PER_MINUTE ?? 600), windowMs: 60_000 },
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Campus <campus@localhost>",
    mailDir: env.MAIL_DIR || defaultMailDir(pgliteDataDir),
    mailEveryMs: 2000,
    // The document maps every call of the campus: a developer's aid, and in production the staff's only unless set.
    apiDocs: (env.API_DOCS as Config["apiDocs"] | undefined) ?? (production ? "staff" : "public"),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    redisPrefix: env.REDIS_PREFIX ?? "campus:",
    timeouts: {
      // Two minutes to send a request: a final work's 24 MB upload over a slow (2 Mbit/s) connection.
      requestMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
      // A minute without a byte either way: longer than any call takes to answer.
      connectionMs: Number(env.CONNECTION_TIMEOUT_MS ?? 60_000),
      // Fastify's default, longer than the 60 s after which common load balancers drop idle connections.
      keepAliveMs: Number(env.KEEP_ALIVE_TIMEOUT_MS ?? 72_000),
      // Two or three failed readiness probes at a balancer's usual interval (HAProxy: 2 s).
      drainGraceMs: Number(env.DRAIN_GRACE_MS ?? 10_000),
    },
    ...overrides,
  };
}
