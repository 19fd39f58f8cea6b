/**
 * Learner import benchmark (not a test): how long staff wait for a CSV of learners, dry run and import, on a fresh
 * demo database (PGlite in memory, or the PostgreSQL of DATABASE_URL). A file of BASE rows (default 1,000) is
 * the baseline measured in the same run; a file of ROWS (default 10,000) is the one the budget is for: the
 * import (with an invitation mail for each new learner) must finish within 30 s. Exits 1 over the budget.
 */
import { randomUUID } from "node:crypto";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { type Db, openPglite, openPostgres } from "../src/db/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo.js";
import { signInForBench } from "./sign-in.js";

const base = Number(process.env.BASE ?? 1000);
const rows = Number(process.env.ROWS ?? 10_000);
const BUDGET_MS = 30_000;

const url = process.env.DATABASE_URL;
let db: Db;
let dropDatabase = async () => {};
if (url) {
  // A database of its own on that server, dropped at the end, so the demo seed starts from nothing.
  const name = `bench_import_${randomUUID().slice(0, 8)}`;
  const admin = await openPostgres(url);
  await admin.exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  db = await openPostgres(target.toString());
  dropDatabase = async () => {
    await db.close();
    await admin.exec(`drop database ${name} with (force)`);
    await admin.close();
  };
} else {
  db = await openPglite("memory://");
}

const config = loadConfig(
  { NODE_ENV: "test", PASSWORD_HASH_N: "1024" },
  { csrfSecret: "bench", seed: "demo", logLevel: "silent", rateLimit: { max: 0, windowMs: 60_000 } },
);
const { app } = await buildApp(config, { db, logger: false });
const staff = await signInForBench(app, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);

/** A file of n new learners, with Polish letters, in both demo organizations, ranks 1 to 3 and both languages. */
function file(prefix: string, n: number): string {
  const lines = ["email,firstName,lastName,organization,rankStage,language"];
  for (let i = 1; i <= n; i++) {
    const organization = i % 5 === 0 ? "Campus Demo (restricted)" : "org-demo";
    lines.push(
      `${prefix}${i}@import.example.com,Łucja,Wiśniewska-${i},${organization},${1 + (i % 3)},${i % 2 ? "pl" : "en"}`,
    );
  }
  return lines.join("\n");
}

async function timed(csv: string, dryRun: boolean): Promise<number> {
  const started = performance.now();
  const answer = await staff.post("/api/staff/learners/import", { csv, dryRun });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`The import answered ${answer.statusCode}: ${answer.body}`);
  const { summary } = answer.json();
  if (!dryRun && summary.created !== csv.split("\n").length - 1) throw new Error(`Not all created: ${answer.body}`);
  return ms;
}

const results = [
  {
    file: `${base} rows`,
    dryRun: await timed(file("base", base), true),
    import: await timed(file("base", base), false),
  },
  { file: `${rows} rows`, dryRun: await timed(file("big", rows), true), import: await timed(file("big", rows), false) },
];
await app.close();
await dropDatabase();

console.log(
  `Learner import on ${url ? "PostgreSQL" : "PGlite (in memory)"}, budget ${BUDGET_MS / 1000} s for ${rows} rows`,
);
console.table(
  results.map((r) => ({ file: r.file, "dry run (ms)": Math.round(r.dryRun), "import (ms)": Math.round(r.import) })),
);
const [small, big] = results as [(typeof results)[0], (typeof results)[0]];
console.log(
  `${rows} rows take ${(big.import / small.import).toFixed(1)}x the time of ${base} (linear: ${rows / base}x)`,
);
if (big.import > BUDGET_MS) {
  console.error(`Over budget: ${Math.round(big.import)} ms > ${BUDGET_MS} ms`);
  process.exit(1);
}
