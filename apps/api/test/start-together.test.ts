import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { OWASP_SCRYPT } from "../src/auth/passwords.js";
import { openPostgres } from "../src/db/db.js";
import { migrations } from "../src/db/migrations.js";
import { DEMO_ACCOUNTS } from "../src/seed/demo.js";
import { prepareDatabase } from "../src/seed/prepare.js";
import { serverArgs } from "./built-server.js";
import { TEST_PASSWORD_HASH_N } from "./helpers.js";

/**
 * Processes of one campus starting together on one empty PostgreSQL database (a first deployment, or a rollout
 * with a pending migration): every one of them must come up on the same migrated, seeded database. Without a
 * lock around preparing the database, all but one died on duplicate types and rows (23505). Only in the
 * PostgreSQL project: a PGlite data directory has one process by construction (db-lock.test.ts).
 */
const apiDir = join(import.meta.dirname, "..");
const postgresUrl = process.env.DATABASE_URL ?? "";
const created: string[] = [];
const children: ChildProcess[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `campus_together_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  created.push(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const name of created) await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

/** The server as `pnpm start` runs it on DATABASE_URL, on a free port; resolves with its address once it listens. */
function startServer(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED: "demo",
      PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
      CSRF_SECRET: "start-together-csrf",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`A server ended (${code}) before listening:\n${output}`)));
  });
}

describe("processes preparing one PostgreSQL database at once", () => {
  it("five preparations at the same instant all succeed, and migrate and seed once", async () => {
    const url = await emptyDatabase();
    const dbs = await Promise.all(Array.from({ length: 5 }, () => openPostgres(url)));
    try {
      const config = { seed: "demo" as const, passwordHash: { ...OWASP_SCRYPT, N: Number(TEST_PASSWORD_HASH_N) } };
      const outcomes = await Promise.allSettled(dbs.map((db) => prepareDatabase(db, config)));
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      const db = dbs[0];
      if (!db) throw new Error("no connection was opened");
      const applied = await db.query<{ version: number }>("select version from schema_migrations order by version");
      expect(applied.map((row) => row.version)).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b));
      const [users] = await db.query<{ count: number }>("select count(*)::int as count from users");
      expect(users?.count).toBe(Object.keys(DEMO_ACCOUNTS).length);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });

  it("three servers started together on an empty database all come up and sign a learner in", async () => {
    const url = await emptyDatabase();
    const servers = await Promise.all([startServer(url), startServer(url), startServer(url)]);
    for (const server of servers) {
      const answer = await fetch(`${server}/api/auth/authorize`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.learner,
          password: "campus-demo",
          codeChallenge: "a".repeat(43),
          codeChallengeMethod: "S256",
          state: "s",
        }),
      });
      expect(answer.status, server).toBe(200);
    }
  }, 120_000);
});
