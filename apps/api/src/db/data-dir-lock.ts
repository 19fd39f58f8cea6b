import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * One process owns a PGlite data directory: two embedded PostgreSQL instances writing the same files corrupt
 * them. The owner's pid is kept in `<dataDir>.lock` (beside the directory: PostgreSQL's initdb wants the
 * directory itself empty). A lock whose process no longer runs (the server was killed) is stale and taken over.
 *
 * Written here rather than taken from a lock library: the ones on npm judge staleness by a heartbeat on the
 * file's mtime, which a server killed with `kill -9` would make every restart wait out; a pid answers at once.
 */
export class DataDirInUse extends Error {}

/** Lock files held by this process, so a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the data directory's lock; the function returned releases it. Throws DataDirInUse when it is owned. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${resolve(dataDir)}.lock`;
  if (held.has(path)) throw inUse(dataDir, path, process.pid);
  // A few attempts: each after a stale lock was removed, or while another process was removing one.
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(path)) {
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    }
    const owner = ownerOf(path);
    // Our own pid in a lock this process does not hold: a previous life of a process that got the same pid
    // (a container's pid 1), so stale as well.
    if (owner !== undefined && owner !== process.pid && running(owner)) throw inUse(dataDir, path, owner);
    if (!removeStale(path, owner)) pause(10);
  }
  throw inUse(dataDir, path, ownerOf(path));
}

/**
 * Removes the lock of `staleOwner`, unless another process is at it or got there first. Two processes that found
 * the same stale lock must not both take over: the second would delete the first's new lock. So a lock is
 * removed only under `<lock>.break`, taken like the lock itself, and only while it is still the stale one.
 * Returns false when another process holds the breaker (try again shortly).
 */
export function removeStale(path: string, staleOwner: number | undefined): boolean {
  const breaker = `${path}.break`;
  if (!tryCreate(breaker)) {
    const breaking = ownerOf(breaker);
    if (breaking !== undefined && breaking !== process.pid && running(breaking)) return false;
    // Left by a process that died in the microseconds it holds it.
    rmSync(breaker, { force: true });
    return true;
  }
  try {
    if (ownerOf(path) === staleOwner) rmSync(path, { force: true });
  } finally {
    rmSync(breaker, { force: true });
  }
  return true;
}

/** Waits without returning to the event loop: the lock is taken synchronously, once, at start. */
const pause = (milliseconds: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);

/** Creates the lock file with our pid, complete or not at all: written aside, then linked (fails if it exists). */
function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function ownerOf(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function inUse(dataDir: string, path: string, pid: number | undefined) {
  return new DataDirInUse(
    `The PGlite data directory ${dataDir} is in use by process ${pid ?? "(unknown)"}: stop that server or command ` +
      "first (one process owns an embedded database), or give this one another PGLITE_DATA_DIR or a DATABASE_URL. " +
      `If no such process runs, delete ${path}.`,
  );
}
