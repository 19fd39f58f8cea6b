/**
 * Throughput benchmark (not a test): requests per second and p99 latency of GET /api/homepage-data and
 * GET /api/tools, against a bare Fastify route running one comparable query on the same database, in
 * the same run. PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database, dropped after).
 * Loopback only; BENCH_SECONDS (default 5) per target, BENCH_CONNECTIONS (default 10).
 */
import { createHash, randomBytes } from "node:crypto";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  database: string;
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(
  url: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function run(kind: string, db: Db): Promise<Row[]> {
  const config = loadConfig(
    { NODE_ENV: "test" },
    { csrfSecret: "bench", certificateSecret: "bench", seed: "demo", logLevel: "silent" },
  );
  const { app } = await buildApp(config, { db, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  // Sign in once through the real flow; every measured request carries the session cookies.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const authorized = await app.inject({
    method: "POST",
    url: "/api/auth/authorize",
    payload: {
      email: "learner@example.com",
      password: "campus-demo",
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
  const cookie = (exchanged.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join("; ");

  // The baseline: a bare Fastify route, no plugins or hooks, one query like the tools page's.
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({
    data: await db.query(
      "select id, name, i18n->'en'->>'description' as description from tools order by lower(name), id limit 9",
    ),
  }));
  const bareAddress = await bare.listen({ port: 0, host: "127.0.0.1" });

  const rows: Row[] = [];
  for (const [target, url, headers] of [
    ["bare route, one query", `${bareAddress}/bare`, {}],
    ["GET /api/homepage-data", `${address}/api/homepage-data`, { cookie }],
    ["GET /api/tools", `${address}/api/tools`, { cookie }],
  ] as const) {
    const { rps, p99, errors } = await measure(url, headers);
    rows.push({ database: kind, target, requestsPerSecond: rps, p99Ms: p99, errors });
  }
  await bare.close();
  await app.close();
  return rows;
}

const results: Row[] = [];
const lite = await openPglite("memory://");
results.push(...(await run("PGlite (memory)", lite)));
await lite.close();

const url = process.env.DATABASE_URL;
if (url) {
  const name = `campus_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  try {
    results.push(...(await run("PostgreSQL", db)));
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log("DATABASE_URL not set: PostgreSQL skipped.");
}

console.log(`\n${seconds} s per target, ${connections} connections, loopback, Node ${process.version}\n`);
console.table(results);
