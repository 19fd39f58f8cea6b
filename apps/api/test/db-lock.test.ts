import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUse, removeStale } from "../src/db/data-dir-lock.js";
import { openPglite } from "../src/db/db.js";
import { cliArgs } from "./built-server.js";

const apiDir = join(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "campus-lock-"));
const dataDir = join(dir, "data");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI in a process of its own, as an operator runs it beside the server. */
async function cli(...args: string[]) {
  const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", CSRF_SECRET: "s" };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...cliArgs, ...args], {
      cwd: apiDir,
      env,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

// The lock guards the embedded database only, so the suite's PostgreSQL project leaves this file out.
describe("one process owns a PGlite data directory", () => {
  it("refuses a second open, in this process and in the CLI's, naming the owner and the fix", async () => {
    const db = await openPglite(dataDir);
    try {
      expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(process.pid));
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirInUse);
      const refused = await cli("review", "list");
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`is in use by process ${process.pid}`);
      expect(refused.out).toMatch(/stop that server or command first/);
      expect(refused.out).toContain(`delete ${dataDir}.lock`);
    } finally {
      await db.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // Closed: the CLI opens it now.
    expect(await cli("review", "list")).toMatchObject({ code: 0 });
  });

  it("takes over the lock of a process that no longer runs", async () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    writeFileSync(`${dataDir}.lock`, `${gone.stdout}\n`);
    const db = await openPglite(dataDir);
    expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(process.pid));
    await db.close();
  });

  it("removes a stale lock only while it is still the stale one, so two processes cannot both take it over", () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    const stale = Number(gone.stdout);
    // Another process found the same stale lock a moment earlier and has taken it over since (this process
    // stands in for it): the late one must not delete the new owner's lock.
    writeFileSync(`${dataDir}.lock`, `${process.pid}\n`);
    expect(removeStale(`${dataDir}.lock`, stale)).toBe(true);
    expect(readFileSync(`${dataDir}.lock`, "utf8").trim()).toBe(String(process.pid));
    // While a live process holds the breaker, nothing is removed and the caller is told to try again.
    writeFileSync(`${dataDir}.lock`, `${stale}\n`);
    writeFileSync(`${dataDir}.lock.break`, `${process.ppid}\n`);
    expect(removeStale(`${dataDir}.lock`, stale)).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    // A breaker left by a process that died is cleared, then the stale lock goes.
    writeFileSync(`${dataDir}.lock.break`, `${stale}\n`);
    expect(removeStale(`${dataDir}.lock`, stale)).toBe(true);
    expect(removeStale(`${dataDir}.lock`, stale)).toBe(true);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(`${dataDir}.lock.break`)).toBe(false);
  });
});
