/**
 * Throughput benchmark (not a test): requests per second and p99 latency of the measured calls of the API, each
 * against its bare twin (bench/twins.ts: the same service functions, so the same SQL statements, on a Fastify
 * route without plugins or hooks) on the same database in the same run. PGlite always; PostgreSQL too when
 * DATABASE_URL is set (a fresh database, dropped after).
 *
 * BENCH_SEEDS: the seeds to measure on, comma-separated (`demo`, `scale`; default `demo`). BENCH_SECONDS (default
 * 5) per target, BENCH_CONNECTIONS (default 50). Loopback only. Prints one table; the goals are in the README.
 */
import { createHash, randomBytes } from "node:crypto";
import { cookieNames } from "@campus/contract";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { MEASURED_ROUTES, startTwins } from "./twins.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seeds = (process.env.BENCH_SEEDS ?? "demo").split(",").map((s) => s.trim()) as ("demo" | "scale")[];
for (const seed of seeds)
  if (seed !== "demo" && seed !== "scale") throw new Error(`Unknown seed in BENCH_SEEDS: ${seed}`);

interface Row {
  route: string;
  database: string;
  seed: string;
  rps: number;
  "p99 ms": number;
  "twin rps": number;
  "twin p99 ms": number;
  "ratio to twin": number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>) {
  // The requests are fired from a worker thread: fired from this one, they would queue behind the server's own
  // work on one event loop, and the latency measured would be the load generator's as much as the server's.
  const load = { url, headers, connections, workers: 1 };
  // A second unmeasured first, so that neither side is measured while its code and the database's caches warm up.
  await autocannon({ ...load, duration: 1 });
  const result = await autocannon({ ...load, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function run(database: string, db: Db, seed: "demo" | "scale"): Promise<Row[]> {
  const config = loadConfig(
    { NODE_ENV: "test" },
    // An access token that outlives the run, so that no request needs a refresh; no rate limit, whose 429s would
    // be measured instead of the calls.
    {
      csrfSecret: "bench",
      seed,
      logLevel: "silent",
      accessTokenSeconds: 3600,
      rateLimit: { max: 0, windowMs: 60_000 },
    },
  );
  const started = Date.now();
  const { app } = await buildApp(config, { db, logger: false });
  console.log(`${database}, ${seed} seed: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  // Sign in once through the real flow; every measured request carries the session cookies.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const authorized = await app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    payload: {
      email: DEMO_ACCOUNTS.learner,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
      state: "b",
    },
  });
  const exchanged = await app.inject({
    method: "POST",
    url: "/api/auth/exchange-code",
    payload: { code: authorized.json().code, codeVerifier: verifier },
  });
  const cookies = exchanged.cookies as { name: string; value: string }[];
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const accessToken = cookies.find((c) => c.name === cookieNames(config.cookiePrefix).access)?.value ?? "";
  const twins = await startTwins(db, config, accessToken);

  const rows: Row[] = [];
  for (const { route, path } of MEASURED_ROUTES) {
    const twin = await measure(`${twins.address}${path}`, {});
    const api = await measure(`${address}${path}`, { cookie });
    rows.push({
      route,
      database,
      seed,
      rps: api.rps,
      "p99 ms": api.p99,
      "twin rps": twin.rps,
      "twin p99 ms": twin.p99,
      "ratio to twin": Math.round((api.rps / twin.rps) * 100) / 100,
      errors: api.errors + twin.errors,
    });
  }
  await twins.close();
  await app.close();
  return rows;
}

const results: Row[] = [];
for (const seed of seeds) {
  const lite = await openPglite("memory://");
  try {
    results.push(...(await run("PGlite (memory)", lite, seed)));
  } finally {
    await lite.close();
  }
}

const url = process.env.DATABASE_URL;
if (url) {
  for (const seed of seeds) {
    const name = `campus_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openPostgres(target.toString());
    try {
      results.push(...(await run("PostgreSQL", db, seed)));
    } finally {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} else {
  console.log("DATABASE_URL not set: PostgreSQL skipped.");
}

console.log(`\n${seconds} s per target, ${connections} connections, loopback, Node ${process.version}\n`);
console.table(results);
