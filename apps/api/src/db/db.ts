import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.js";

export type Row = Record<string, unknown>;

/** The one query interface over PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Db extends Queryable {
  kind: "pglite" | "postgres";
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other process runs work under the same key on this database (a PostgreSQL advisory
   * lock held by a connection of its own; PGlite has one process per data directory already). `work` uses the
   * database as usual.
   */
  exclusively<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections, for the metrics; PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The extensions the migrations create, which PGlite loads from its package when it starts (PostgreSQL has them
 * installed): pg_trgm, whose trigram index finds a learner by a part of their name (migration 21).
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite on a data directory (`memory://` for one in memory). `from` starts it on a copy of another database's
 * files (`pgliteSnapshot`) instead of creating a new cluster, which is most of what opening one costs.
 */
export async function openPglite(dataDir: string, { from }: { from?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, ...(from ? { loadDataDir: from } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  return pgliteDb(lite, unlock);
}

/** The files of an in-memory PGlite database after `build` ran on it, to open copies of with `openPglite`. */
export async function pgliteSnapshot(build: (db: Db) => Promise<void>): Promise<Blob> {
  const lite = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  try {
    await build(pgliteDb(lite, () => {}));
    return await lite.dumpDataDir("none");
  } finally {
    await lite.close();
  }
}

function pgliteDb(lite: PGlite, unlock: () => void): Db {
  return {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    // One process owns a PGlite data directory (lockDataDir), and its own callers are in order already.
    exclusively: (_key, work) => work(),
    transaction(work) {
      return lite.transaction((tx) =>
        work({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows }),
      );
    },
    async close() {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Every statement is prepared once per connection, under a name taken from its text, and PostgreSQL may keep
 * its plan: planning the larger reads cost more than running them, and the measured reads answer about twice as
 * many requests a second prepared. The texts are the code's own (values always go as parameters), so the names
 * are a fixed set.
 */
const statementName = (sql: string) => `s${createHash("sha1").update(sql).digest("base64url")}`;

/**
 * A connection taken from the pool has no error listener of the pool's: one cut while it waits between statements
 * (a server restart while the advisory lock is held) would be an uncaught error that ends the process. Its next
 * statement fails anyway, which is where the error is handled; this only keeps the process alive until then.
 */
function keepErrors(client: pg.PoolClient): () => void {
  const ignore = () => {};
  client.on("error", ignore);
  return () => client.off("error", ignore);
}

export async function openPostgres(url: string): Promise<Db> {
  // A server that does not answer (a network fault rather than a refusal) fails a request in 10 s, as a 503, instead
  // of holding it for the operating system's connection timeout.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  let closing = false;
  // An idle connection can be cut by the server (a restart, an administrator, a dropped database). The
  // pool replaces it on the next query; without this listener the error would end the process.
  pool.on("error", (error) => {
    if (!closing) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start, with the address problem, rather than at the first request.
  await pool.query("select 1");
  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      const forget = keepErrors(client);
      // A lost connection fails the rollback too: the statement's own error is the one to tell, and the broken
      // connection is dropped rather than given back to the pool.
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const result = await work({
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await client.query({ name: statementName(sql), text: sql, values: params })).rows as T[],
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        forget();
        client.release(broken);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusively(key, work) {
      // Session-level, so the lock outlives the transactions `work` runs on the pool's other connections; a
      // process that dies while holding it loses its connection, and with it the lock.
      const client = await pool.connect();
      const forget = keepErrors(client);
      try {
        await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [key]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [key]);
        }
      } finally {
        forget();
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export function openDb(options: { databaseUrl: string | undefined; pgliteDataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDataDir);
}
