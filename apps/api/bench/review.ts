/**
 * Review queue benchmark (not a test): how long a reviewer waits for the queue and a work at scale, on the scale
 * seed (50,000 final works, a third pending, among 100,000 learners), on PGlite in memory and, with DATABASE_URL, on a
 * fresh PostgreSQL database dropped after. Each address is asked RUNS times (default 15) after two unmeasured asks;
 * the table gives the median and the slowest of the measured. The goal on PostgreSQL: every median well under
 * BUDGET_MS (100 ms) with the request's whole way through the server (session, validation, SQL, JSON). Exits 1
 * over it.
 */
import { randomUUID } from "node:crypto";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { signInForBench } from "./sign-in.js";

const runs = Number(process.env.RUNS ?? 15);
const BUDGET_MS = 100;

/** What a reviewer asks for, the heaviest of each kind: the queue's first page, a filter, a search, a deep page. */
const addresses = [
  ["first page", "/api/staff/reviews"],
  ["a course's pending", "/api/staff/reviews?courseId=scale-c00400"],
  ["a learner searched", "/api/staff/reviews?status=approved&query=learner4242"],
  ["page 400 of pending", "/api/staff/reviews?page=400"],
  ["a work in the queue", "/api/staff/reviews/scale-s012340"],
  ["a work in a search", "/api/staff/reviews/scale-s012340?query=no.%2012340"],
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function measure(database: string, db: Db) {
  const config = loadConfig(
    { NODE_ENV: "test", PASSWORD_HASH_N: "1024" },
    { csrfSecret: "bench", seed: "scale", logLevel: "silent", rateLimit: { max: 0, windowMs: 60_000 } },
  );
  const started = performance.now();
  const { app } = await buildApp(config, { db, logger: false });
  console.log(`${database}: scale seed ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const staff = await signInForBench(app, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
  const rows = [];
  for (const [what, url] of addresses) {
    const times: number[] = [];
    for (let n = -2; n < runs; n++) {
      const before = performance.now();
      const answer = await staff.get(url);
      const ms = performance.now() - before;
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
      if (n >= 0) times.push(ms);
    }
    rows.push({
      database,
      what,
      url,
      "median (ms)": Number(median(times).toFixed(1)),
      "slowest (ms)": Number(Math.max(...times).toFixed(1)),
    });
  }
  await app.close();
  // The server leaves a database it was given open.
  await db.close();
  return rows;
}

const results = [];
results.push(...(await measure("PGlite (memory)", await openPglite("memory://"))));

const url = process.env.DATABASE_URL;
if (url) {
  // A database of its own on that server, dropped at the end, so the scale seed starts from nothing.
  const name = `bench_review_${randomUUID().slice(0, 8)}`;
  const admin = await openPostgres(url);
  await admin.exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    results.push(...(await measure("PostgreSQL", await openPostgres(target.toString()))));
  } finally {
    await admin.exec(`drop database ${name} with (force)`);
    await admin.close();
  }
}

console.log(`Review queue at scale: ${runs} asks each, goal on PostgreSQL a median under ${BUDGET_MS} ms`);
console.table(results);
const over = results.filter((r) => r.database === "PostgreSQL" && r["median (ms)"] > BUDGET_MS);
if (over.length > 0) {
  console.error(`Over the goal: ${over.map((r) => `${r.what} ${r["median (ms)"]} ms`).join(", ")}`);
  process.exit(1);
}
