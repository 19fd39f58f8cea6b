// `pnpm start`: the campus in one process. Builds the campus and the server when a build is missing or older than
// any source it is built from, then starts the API server (JavaScript built ahead, apps/api/dist), which serves the
// built campus at / and the API at /api, on embedded PGlite with the demo seed. PORT, HOST, PGLITE_DATA_DIR (e.g.
// memory://), DATABASE_URL and SEED work as apps/api/README.md describes. Ctrl-C stops the server cleanly.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join, resolve } from "node:path";
import { buildServerWhenStale, serverEntry } from "../apps/api/build.mjs";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "apps/campus/dist");
const index = join(dist, "index.html");
/** What the campus build reads: the app itself (but its build), the packages it bundles, the UI strings. */
const builtFrom = [
  "apps/campus",
  "packages/campus-features/src",
  "packages/design-system/src",
  "packages/contract/src",
  "locales",
];
const skipped = new Set(["node_modules", "dist", ".tsbuild", ".turbo", ".vite"]);

/** The newest modification time of the files under a path (no build output, no dependencies). */
function newest(path, top = true) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.endsWith(".tsbuildinfo")) continue;
    // locales/*.json: the strings, not whatever else sits in that folder.
    if (top && path.endsWith("locales") && !(entry.isFile() && entry.name.endsWith(".json"))) continue;
    latest = Math.max(latest, newest(join(path, entry.name), false));
  }
  return latest;
}

/** pnpm as the user ran it (`pnpm start` sets npm_execpath), else through npx, as on a machine with only npm. */
function pnpm(args) {
  const execPath = process.env.npm_execpath ?? "";
  const options = { cwd: root, stdio: "inherit" };
  if (/pnpm/i.test(execPath) && existsSync(execPath)) {
    // pnpm.cjs is run by this Node; a standalone pnpm executable is run as it is.
    return /\.[cm]?js$/.test(execPath)
      ? spawnSync(process.execPath, [execPath, ...args], options)
      : spawnSync(execPath, args, options);
  }
  return spawnSync("npx", ["-y", "pnpm@10", ...args], { ...options, shell: process.platform === "win32" });
}

const built = existsSync(index) ? statSync(index).mtimeMs : 0;
const changed = Math.max(...builtFrom.map((path) => newest(join(root, path))));
if (built === 0 || changed > built) {
  console.log(built ? "Campus sources changed since the last build: building the campus…" : "Building the campus…");
  const build = pnpm(["--filter", "@campus/app", "build"]);
  if (build.error) console.error(build.error.message);
  if (build.status !== 0 || !existsSync(index)) {
    console.error("The campus build failed: nothing started.");
    process.exit(build.status || 1);
  }
} else {
  console.log("The campus build is up to date.");
}
try {
  if (await buildServerWhenStale({ quiet: true })) console.log("Built the server (apps/api/dist).");
} catch (error) {
  console.error(`The server build failed: nothing started.\n${error.message}`);
  process.exit(1);
}

const env = { ...process.env, CAMPUS_DIST: dist, SEED: process.env.SEED ?? "demo" };
const port = env.PORT || "3000";
const host = env.HOST || "127.0.0.1";
// Listening on every interface: this machine opens it on its loopback address.
const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
const address = `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
const database = env.DATABASE_URL
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PGlite in ${env.PGLITE_DATA_DIR || "apps/api/.pglite"}`;
const demo =
  env.SEED === "demo"
    ? `
Demo accounts, password campus-demo:
  learner@example.com      rank 2, every organization flag on
  newcomer@example.com     goes through onboarding
  restricted@example.com   no tools, benefits or community
  staff@example.com        reviews final works (/api/staff)
`
    : "";
console.log(`
Campus: ${address}   (the API at ${address}/api, its calls at ${address}/api/docs)
Database: ${database}${env.SEED === "demo" ? ", demo content" : ""}
${demo}
Ctrl-C stops the server.
`);

const server = spawn(process.execPath, ["--enable-source-maps", serverEntry], { cwd: root, env, stdio: "inherit" });
server.on("error", (error) => {
  console.error(`The API server did not start: ${error.message}`);
  process.exit(1);
});
// Ctrl-C in a terminal reaches the server too; a signal sent to this process alone is passed on. The server
// closes its database before it exits, and this process exits with it.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
